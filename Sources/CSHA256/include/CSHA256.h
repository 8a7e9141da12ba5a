#ifndef GEN_CSHA256_H
#define GEN_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), for both ways of hashing.
extern const uint32_t gen_sha256_round_constants[64];

/// Whether this processor has the SHA extensions (x86-64 SHA-NI, with SSSE3 and SSE4.1) that
/// gen_sha256_compress_blocks uses; 0 on any other processor.
int gen_sha256_has_instructions(void);

/// Mixes `blocks` 64-byte blocks of `data` into `state` (SHA-256's eight words, H0 first) with
/// the SHA extensions. Call only when gen_sha256_has_instructions() returned 1.
void gen_sha256_compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif

#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this processor has the SHA-256 instructions (x86 SHA extensions with SSSE3 and
/// SSE4.1), else 0. Elsewhere, always 0.
int csha256_has_processor_instructions(void);

/// Runs the SHA-256 compression function over `count` 64-byte blocks at `blocks`, updating
/// `state` (the eight working words, a first). Call only when
/// `csha256_has_processor_instructions()` is 1.
void csha256_compress_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif

// The inner loop of the content hash (StoreSearchCatalog's ContentHash):
// four lanes, each mixing in one 64-bit word of every 32-byte block.
#ifndef STORESEARCH_CONTENT_HASH_H
#define STORESEARCH_CONTENT_HASH_H

#include <stddef.h>
#include <stdint.h>

/// One word mixed into a lane: xor, multiply, xor-shift.
static inline uint64_t storesearch_hash_mix(uint64_t lane, uint64_t word) {
    uint64_t value = (lane ^ word) * 0xFF51AFD7ED558CCDull;
    return value ^ (value >> 29);
}

/// Mixes `blocks` blocks of 32 bytes from `bytes` (any alignment) into
/// `lanes`: lane i takes each block's word i (in the machine's byte order, as
/// Swift's `loadUnaligned` reads it).
void storesearch_hash_blocks(uint64_t lanes[4], const void *bytes, size_t blocks);

#endif

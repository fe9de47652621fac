// Why this loop is in C: the Swift compiler's optimiser turns the four
// lanes into two pairs of SSE2 vector lanes (its SLP vectoriser). SSE2 has
// no 64-bit multiply, so each multiply became three 32-bit ones with shifts
// and adds, and the hash ran at half the speed of four plain multiplies
// (9 against 18 GB/s on this project's machine, the same hashes). Swift has
// no way to ask for the lanes to stay apart; here an empty assembler
// statement keeps each lane in a general register, so each is one `imul`.
// A search in a new process hashes the whole index first (its checksum),
// so this is most of what such a search waits for.
#include "content_hash.h"

#include <string.h>

void storesearch_hash_blocks(uint64_t lanes[4], const void *bytes, size_t blocks) {
    const unsigned char *block = bytes;
    uint64_t a = lanes[0], b = lanes[1], c = lanes[2], d = lanes[3];
    for (size_t index = 0; index < blocks; index++, block += 32) {
        uint64_t words[4];
        memcpy(words, block, sizeof words);
        a = storesearch_hash_mix(a, words[0]);
        b = storesearch_hash_mix(b, words[1]);
        c = storesearch_hash_mix(c, words[2]);
        d = storesearch_hash_mix(d, words[3]);
        __asm__("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d));
    }
    lanes[0] = a;
    lanes[1] = b;
    lanes[2] = c;
    lanes[3] = d;
}

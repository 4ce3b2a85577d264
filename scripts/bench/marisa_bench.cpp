// marisa-trie's C++ library (libmarisa) completing the benchmark's prefixes, in process:
//
//     marisa_bench DICTIONARY PREFIXES ROUNDS
//
// Builds a trie of the words of DICTIONARY (`word count` lines) with their counts beside it, by key
// id, and times the top three completions by count of each line of PREFIXES, ROUNDS times, each
// call on its own: marisa has no ranked traversal, so each query lists every word with the prefix
// (`predictive_search`) and keeps the three largest counts, as its Python binding's users do. Prints
// one JSON object with the timings and the trie's size, saved, in bytes.
#include <marisa.h>

#include <cstdint>
#include <sstream>

#include "native_common.hpp"

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: marisa_bench DICTIONARY PREFIXES ROUNDS\n");
        return 2;
    }
    std::vector<std::pair<std::string, uint64_t>> entries;
    marisa::Keyset keyset;
    for (const auto &line : bench::lines(argv[1])) {
        std::istringstream fields(line);
        std::string word;
        uint64_t count = 0;
        if (!(fields >> word >> count)) continue;
        entries.emplace_back(word, count);
        keyset.push_back(entries.back().first.c_str(), entries.back().first.size());
    }
    marisa::Trie trie;
    trie.build(keyset);
    std::vector<uint64_t> counts(trie.num_keys());
    marisa::Agent lookup;
    for (const auto &[word, count] : entries) {
        lookup.set_query(word.c_str(), word.size());
        if (trie.lookup(lookup)) counts[lookup.key().id()] = count;
    }
    auto prefixes = bench::lines(argv[2]);
    int rounds = std::atoi(argv[3]);
    marisa::Agent agent;
    auto samples = bench::time_queries(prefixes, rounds, [&](const std::string &prefix) {
        uint64_t best[3] = {0, 0, 0};
        size_t ids[3] = {0, 0, 0};
        size_t found = 0;
        agent.set_query(prefix.c_str(), prefix.size());
        while (trie.predictive_search(agent)) {
            size_t id = agent.key().id();
            uint64_t count = counts[id];
            ++found;
            for (int slot = 0; slot < 3; ++slot) {
                if (count > best[slot]) {
                    for (int later = 2; later > slot; --later) {
                        best[later] = best[later - 1];
                        ids[later] = ids[later - 1];
                    }
                    best[slot] = count;
                    ids[slot] = id;
                    break;
                }
            }
        }
        return found + ids[0];
    });
    std::printf("{\"completion\": %s, \"trieBytes\": %zu, \"countBytes\": %zu}\n", bench::summary(samples).c_str(),
                trie.io_size(), counts.size() * sizeof(uint32_t));
    return 0;
}

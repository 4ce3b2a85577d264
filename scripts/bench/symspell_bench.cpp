// SymSpell in C++ (the library of the SymSpellCppPy package, compiled here without its Python
// binding) on the benchmark's queries, in process:
//
//     symspell_bench build DICTIONARY INDEX
//     symspell_bench measure INDEX QUERIES ROUNDS WORDS OUTPUT
//
// `build` builds the index (max edit distance 2, prefix length 7) from the word list, as symspellpy
// does, prints the time it took as JSON, and saves the index to INDEX. `measure` loads the saved
// index, times `Lookup` (Verbosity::All, max edit distance 2) on each line of QUERIES, ROUNDS times,
// each call on its own; measures resident memory added by loading the index and running those
// queries; times the same queries with Verbosity::Closest (its fastest mode for more than one
// correction: only those at the smallest distance, with early termination); times loading the index again 5 times (warm page cache); and writes, for each line of
// WORDS, the word and its first three corrections tab-separated to OUTPUT. Prints one JSON object.
#include <library.h>

#include "native_common.hpp"

using symspellcpppy::SymSpell;
using symspellcpppy::Verbosity;

namespace {

SymSpell *load(const char *path) {
    auto *index = new SymSpell(2, 7);
    std::ifstream file(path, std::ios::binary);
    cereal::BinaryInputArchive archive(file);
    archive(*index);
    return index;
}

std::vector<std::string> ranked(SymSpell &index, const std::string &word) {
    std::vector<std::string> terms;
    for (const auto &item : index.Lookup(word, Verbosity::All, 2)) {
        if (terms.size() == 3) break;
        terms.push_back(item.term);
    }
    return terms;
}

}  // namespace

int main(int argc, char **argv) {
    std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "build" && argc == 4) {
        SymSpell index(2, 7);
        double built = bench::nanoseconds([&] { index.LoadDictionary(argv[2], 0, 1, ' '); });
        std::ofstream file(argv[3], std::ios::binary);
        cereal::BinaryOutputArchive archive(file);
        archive(index);
        std::printf("{\"build\": %.1f, \"words\": %d}\n", built, index.WordCount());
        return 0;
    }
    if (mode != "measure" || argc != 7) {
        std::fprintf(stderr, "usage: symspell_bench build DICTIONARY INDEX\n"
                             "       symspell_bench measure INDEX QUERIES ROUNDS WORDS OUTPUT\n");
        return 2;
    }
    auto queries = bench::lines(argv[3]);
    int rounds = std::atoi(argv[4]);
    auto words = bench::lines(argv[5]);

    long before = bench::resident_bytes();
    SymSpell *index = load(argv[2]);
    auto samples = bench::time_queries(queries, rounds, [&](const std::string &query) {
        return index->Lookup(query, Verbosity::All, 2).size();
    });
    long after = bench::resident_bytes();
    auto closest = bench::time_queries(queries, rounds, [&](const std::string &query) {
        return index->Lookup(query, Verbosity::Closest, 2).size();
    });

    std::vector<double> loads;
    for (int i = 0; i < 5; ++i) {
        SymSpell *again = nullptr;
        loads.push_back(bench::nanoseconds([&] { again = load(argv[2]); }));
        delete again;
    }

    FILE *output = std::fopen(argv[6], "w");
    if (!output) {
        std::fprintf(stderr, "cannot write %s\n", argv[6]);
        return 2;
    }
    for (const auto &word : words) {
        std::fputs(word.c_str(), output);
        for (const auto &term : ranked(*index, word)) std::fprintf(output, "\t%s", term.c_str());
        std::fputc('\n', output);
    }
    std::fclose(output);
    delete index;
    std::printf("{\"correction\": %s, \"closest\": %s, \"load\": %s, \"resident\": %ld}\n",
                bench::summary(samples).c_str(), bench::summary(closest).c_str(), bench::summary(loads).c_str(),
                after - before);
    return 0;
}

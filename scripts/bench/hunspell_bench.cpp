// Hunspell (libhunspell, as LibreOffice and Firefox use it) on the benchmark's queries, in process:
//
//     hunspell_bench AFF DIC QUERIES ROUNDS WORDS OUTPUT
//
// Times `suggest` on each line of QUERIES, ROUNDS times, each call on its own; measures resident
// memory added by loading the dictionary and running those queries; times loading the dictionary
// again 5 times (warm page cache); and writes, for each line of WORDS, the word and its first three
// corrections (the word itself first when Hunspell accepts it) tab-separated to OUTPUT. Prints one
// JSON object.
#include <hunspell.hxx>

#include "native_common.hpp"

int main(int argc, char **argv) {
    if (argc != 7) {
        std::fprintf(stderr, "usage: hunspell_bench AFF DIC QUERIES ROUNDS WORDS OUTPUT\n");
        return 2;
    }
    const char *aff = argv[1], *dic = argv[2];
    auto queries = bench::lines(argv[3]);
    int rounds = std::atoi(argv[4]);
    auto words = bench::lines(argv[5]);

    long before = bench::resident_bytes();
    auto *hunspell = new Hunspell(aff, dic);
    auto samples = bench::time_queries(queries, rounds, [&](const std::string &query) {
        return hunspell->suggest(query).size();
    });
    long after = bench::resident_bytes();

    std::vector<double> loads;
    for (int i = 0; i < 5; ++i) {
        Hunspell *again = nullptr;
        loads.push_back(bench::nanoseconds([&] { again = new Hunspell(aff, dic); }));
        delete again;
    }

    FILE *output = std::fopen(argv[6], "w");
    if (!output) {
        std::fprintf(stderr, "cannot write %s\n", argv[6]);
        return 2;
    }
    for (const auto &word : words) {
        std::vector<std::string> ranked;
        if (hunspell->spell(word)) ranked.push_back(word);
        for (const auto &suggestion : hunspell->suggest(word)) {
            if (ranked.size() == 3) break;
            if (std::find(ranked.begin(), ranked.end(), suggestion) == ranked.end()) ranked.push_back(suggestion);
        }
        std::fputs(word.c_str(), output);
        for (const auto &candidate : ranked) std::fprintf(output, "\t%s", candidate.c_str());
        std::fputc('\n', output);
    }
    std::fclose(output);
    delete hunspell;
    std::printf("{\"correction\": %s, \"load\": %s, \"resident\": %ld}\n", bench::summary(samples).c_str(),
                bench::summary(loads).c_str(), after - before);
    return 0;
}

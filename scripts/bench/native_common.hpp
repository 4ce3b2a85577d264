// What the native comparison programs of scripts/bench_suggestions.py share: reading the query
// files, resident memory, and timing each call on its own with a monotonic clock.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace bench {

// The lines of the file at `path`, without their line breaks; exits with status 2 when it cannot
// be read.
inline std::vector<std::string> lines(const char *path) {
    std::ifstream file(path);
    if (!file) {
        std::fprintf(stderr, "cannot read %s\n", path);
        std::exit(2);
    }
    std::vector<std::string> result;
    for (std::string line; std::getline(file, line);) result.push_back(line);
    return result;
}

// Resident memory of this process in bytes, from /proc/self/statm (the same reading as the other
// rows of the benchmark).
inline long resident_bytes() {
    long pages = 0, resident = 0;
    if (FILE *file = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(file, "%ld %ld", &pages, &resident) != 2) resident = 0;
        std::fclose(file);
    }
    return resident * sysconf(_SC_PAGESIZE);
}

// Nanoseconds that `body` takes.
template <typename Body> double nanoseconds(Body &&body) {
    auto start = std::chrono::steady_clock::now();
    body();
    auto end = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(end - start).count();
}

// Median, nearest-rank 99th percentile and mean of `samples`, as a JSON object.
inline std::string summary(std::vector<double> samples) {
    if (samples.empty()) return "{\"median\": 0, \"p99\": 0, \"mean\": 0, \"samples\": 0}";
    std::sort(samples.begin(), samples.end());
    size_t n = samples.size();
    double median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    size_t rank = std::max<size_t>(1, std::min(n, (99 * n + 99) / 100));
    double sum = 0;
    for (double sample : samples) sum += sample;
    char text[160];
    std::snprintf(text, sizeof text, "{\"median\": %.1f, \"p99\": %.1f, \"mean\": %.1f, \"samples\": %zu}", median,
                  samples[rank - 1], sum / n, n);
    return text;
}

// Times `call` on every query, `rounds` times, each call on its own, after a warm-up on the first
// 200.
template <typename Call> std::vector<double> time_queries(const std::vector<std::string> &queries, int rounds, Call &&call) {
    size_t sink = 0;
    for (size_t i = 0; i < queries.size() && i < 200; ++i) sink += call(queries[i]);
    std::vector<double> samples;
    samples.reserve(queries.size() * rounds);
    for (int round = 0; round < rounds; ++round)
        for (const auto &query : queries) samples.push_back(nanoseconds([&] { sink += call(query); }));
    if (sink == 42) std::fputs("", stderr);  // keeps the calls from being optimised away
    return samples;
}

}  // namespace bench

#pragma once
// The p-th percentile (0 to 1) of timings, the nearest rank; 0 for none.

#include <algorithm>
#include <vector>

inline double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

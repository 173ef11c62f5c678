#include "window/history.h"

#include <algorithm>

namespace gui {

void NavigationHistory::visit(const Target &target)
{
    if (!m_entries.empty() && m_entries[m_current] == target)
        return;
    if (!m_entries.empty())
        m_entries.resize(m_current + 1);
    m_entries.push_back(target);
    m_current = m_entries.size() - 1;
}

const Target &NavigationHistory::back()
{
    return m_entries[--m_current];
}

const Target &NavigationHistory::forward()
{
    return m_entries[++m_current];
}

void NavigationHistory::restore(std::vector<Target> entries, size_t current)
{
    m_entries = std::move(entries);
    m_current = m_entries.empty() ? 0 : std::min(current, m_entries.size() - 1);
}

} // namespace gui

#include "window/navigation.h"

#include <algorithm>

namespace gui {

QString placeName(const Target &target)
{
    if (target.kind == Target::Section)
        return rulesdb::documentName(target.document).toUpper() + u' ' + target.key;
    return target.key;
}

void Navigation::visit(const Target &target)
{
    m_current = target;
    if (!m_entries.empty() && m_entries[m_index] == target)
        return;
    if (!m_entries.empty())
        m_entries.resize(m_index + 1);
    m_entries.push_back(target);
    m_index = m_entries.size() - 1;
}

std::optional<Target> Navigation::back()
{
    if (!canGoBack())
        return std::nullopt;
    m_current = m_entries[--m_index];
    return m_current;
}

std::optional<Target> Navigation::forward()
{
    if (!canGoForward())
        return std::nullopt;
    m_current = m_entries[++m_index];
    return m_current;
}

void Navigation::renumberCurrent(const QString &number)
{
    if (!m_current)
        return;
    Target renumbered = *m_current;
    renumbered.key = number;
    replaceCurrent(renumbered);
}

void Navigation::replaceCurrent(const Target &target)
{
    if (!m_current)
        return;
    // The entry is the current place's only while it holds it (a restore may hold none).
    if (!m_entries.empty() && m_entries[m_index] == *m_current)
        m_entries[m_index] = target;
    m_current = target;
}

void Navigation::restore(std::vector<Target> entries, size_t current)
{
    m_entries = std::move(entries);
    m_index = m_entries.empty() ? 0 : std::min(current, m_entries.size() - 1);
    m_current = m_entries.empty() ? std::nullopt : std::optional<Target>(m_entries[m_index]);
}

} // namespace gui

#pragma once
// Back and Forward over the places shown, like a browser: going somewhere new after
// going back drops the forward part.

#include "window/lookup.h"

#include <vector>

namespace gui {

class NavigationHistory {
public:
    // Records a newly shown place; showing the current place again records nothing.
    void visit(const Target &target);
    bool canGoBack() const { return m_current > 0; }
    bool canGoForward() const { return m_current + 1 < m_entries.size(); }
    // Moves and returns the place to show; call only when canGoBack()/canGoForward().
    const Target &back();
    const Target &forward();

    // What a restart keeps: the places, oldest first, and which one is current.
    const std::vector<Target> &entries() const { return m_entries; }
    size_t currentIndex() const { return m_current; }
    // Puts saved places back; an index out of range makes the last one current.
    void restore(std::vector<Target> entries, size_t current);

private:
    std::vector<Target> m_entries;
    size_t m_current = 0; // index into m_entries; meaningless while it is empty
};

} // namespace gui

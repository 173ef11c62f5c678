#pragma once
// Back and Forward over the places shown, like a browser: going somewhere new after
// going back drops the forward part.

#include "lookup.h"

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

private:
    std::vector<Target> m_entries;
    size_t m_current = 0; // index into m_entries; meaningless while it is empty
};

} // namespace gui

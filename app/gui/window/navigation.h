#pragma once
// Where the judge is and has been: the place shown, and Back and Forward over the places
// shown before, like a browser (going somewhere new after going back drops the forward
// part). Plain state, without a widget: the main window shows what it says, and a test
// drives it alone.

#include "window/lookup.h"

#include <optional>
#include <vector>

namespace gui {

// A place as a judge names it: "702.33a", "Kicker", "IPG 2.1", "JAR Serious Problems" (a
// section's key alone would not say which document).
QString placeName(const Target &target);

class Navigation {
public:
    // The place shown; nullopt before anything is.
    const std::optional<Target> &current() const { return m_current; }

    // A place newly shown becomes the current one and is recorded; the current place
    // again records nothing.
    void visit(const Target &target);
    bool canGoBack() const { return !m_entries.empty() && m_index > 0; }
    bool canGoForward() const { return m_index + 1 < m_entries.size(); }
    // Moves one place back or forward and returns it (the new current place); nullopt,
    // and nothing moves, when there is none that way.
    std::optional<Target> back();
    std::optional<Target> forward();
    // The rule shown is known by another number in the edition now read (the rules were
    // renumbered): the place and its entry in Back/Forward follow it, so that coming back
    // to it, or reopening the app there, shows that rule and not whatever has its old
    // number now.
    void renumberCurrent(const QString &number);
    // The place shown is now seen as `target` (a section read in the edition another
    // document's picker chose): the place and its entry change, nothing is added.
    void replaceCurrent(const Target &target);

    // What a restart keeps: the places, oldest first, and which one is current.
    const std::vector<Target> &entries() const { return m_entries; }
    size_t currentIndex() const { return m_index; }
    // Puts saved places back, the one at `current` shown (the last one when out of range);
    // nothing is current when there are none.
    void restore(std::vector<Target> entries, size_t current);

private:
    std::optional<Target> m_current;
    std::vector<Target> m_entries;
    size_t m_index = 0; // the current place's entry; meaningless while there are none
};

} // namespace gui

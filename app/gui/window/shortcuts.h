#pragma once
// The platform's key for a standard action, or ours where the platform has none:
// QKeySequence::SaveAs is empty on Windows and on most Linux desktops, and an action with
// an empty shortcut does nothing while the keyboard help still promises the key.

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>

namespace gui {

inline QKeySequence standardKeyOr(QKeySequence::StandardKey key, const char *fallback)
{
    const QKeySequence platform(key);
    return platform.isEmpty() ? QKeySequence(QCoreApplication::translate("gui::Shortcuts", fallback)) : platform;
}

// The keys of an action, each once: a platform's standard key is often one of ours
// (ZoomOut is Ctrl+- on most), and an action holding one key twice makes it ambiguous, so
// that pressing it does nothing.
inline QList<QKeySequence> keysOnce(std::initializer_list<QKeySequence> keys)
{
    QList<QKeySequence> out;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty() && !out.contains(k))
            out.append(k);
    return out;
}

} // namespace gui

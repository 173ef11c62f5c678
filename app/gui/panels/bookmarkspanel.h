#pragma once
// The bookmarks dock: each bookmark's rule, edition and note. Enter (or a double click)
// opens it, F2 edits its note, Delete removes it; the window owns the list and the settings.

#include "settings/bookmarks.h"

#include <QWidget>

class QTreeWidget;

namespace gui {

class BookmarksPanel : public QWidget {
    Q_OBJECT
public:
    explicit BookmarksPanel(QWidget *parent = nullptr);

    void setBookmarks(const std::vector<Bookmark> &bookmarks);
    int count() const;

signals:
    void activated(int index);
    void editRequested(int index);
    void removeRequested(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int currentIndex() const;

    QTreeWidget *m_list;
};

} // namespace gui

#pragma once
// Shows one rule in its context, or one glossary entry. Rule text is inserted as text with
// explicit formats, never parsed as markup: a rule containing "<b>" shows those
// characters. The only markup is the links the view makes itself (rule:…, glossary:…).

#include "reading/rulepage.h"
#include "reading/sectionpage.h"
#include "reading/viewpage.h"

#include <QTextBrowser>
#include <functional>
#include <memory>
#include <vector>

namespace gui {

class RuleView : public QTextBrowser {
    Q_OBJECT
public:
    explicit RuleView(QWidget *parent = nullptr);

    void showRule(const RulePage &page);
    void showGlossary(const rulesdb::GlossaryEntry &entry, const rulesdb::EditionInfo &edition);
    // A section of a policy document (MTR, IPG, JAR) with its parts and the sections under it.
    void showSection(const SectionPage &page);
    // A page of another kind of document (a card), laid out by that kind.
    void showPage(std::shared_ptr<const ViewPage> page);
    void showMessage(const QString &message);

    // What a reference's tooltip says: the cited rule's number and text, empty for none.
    void setPreview(std::function<QString(const QString &number)> preview);
    // What a card link's tooltip says: the card's Oracle text, as plain text; empty for none.
    void setCardPreview(std::function<QString(const QString &name)> preview);
    // Zoom in steps of one point from the font the view was given; 0 is that font.
    void setZoom(int steps);
    // The size (points) zoom step 0 stands for: the user's text size preference.
    void setBaseSize(qreal points);
    qreal baseSize() const { return m_baseSize > 0 ? m_baseSize : font().pointSizeF(); }
    int zoom() const { return m_zoom; }
    // Moves to the next (or previous) part of the rule shown: its text, its examples, its
    // subrules, "Cited by", the card rulings, in turn and round again. The part comes to
    // the top of the view and a following Tab walks the links from there, so "Cited by"
    // at the bottom of a long rule is one key away, not a link per rule cited above it.
    // False when what is shown has no parts.
    bool showNextPart(bool backwards = false);
    // The rule or glossary entry shown, laid out again for paper (light colours, a
    // reading size); nullptr when only a message is shown.
    std::unique_ptr<QTextDocument> printable() const;

signals:
    // A link was followed; `number` is a normalised rule number.
    void ruleRequested(const QString &number);
    void glossaryRequested(const QString &term);
    // A card link was followed (a card an example or a ruling names): its whole name.
    void cardRequested(const QString &name);
    // A section link was followed: a number or title of the document, empty for its start.
    // `edition`: the date of the edition the link was resolved in, if any.
    void sectionRequested(rulesdb::Document document, const QString &key, const QString &edition);
    // The text size changed (zoom or base size): `points`, for views that read beside this one.
    void textSizeChanged(qreal points);

protected:
    bool viewportEvent(QEvent *event) override;
    // Tab moves through the links by selecting each in turn; a ring drawn around the one
    // selected marks it whatever the theme's selection colours.
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    // A new theme (a palette, a style sheet) draws what is shown again in its colours.
    void changeEvent(QEvent *event) override;

private:
    struct GlossaryPage {
        rulesdb::GlossaryEntry entry;
        rulesdb::EditionInfo edition;
    };
    void render();
    // Writes what is shown into a document, in a palette's colours (the screen's or paper's);
    // `parts` gets where each part of a rule starts.
    void renderInto(QTextDocument &doc, const QPalette &palette, std::vector<int> *parts = nullptr) const;
    void followLink(const QUrl &url);
    // Where the focused link is, line by line, in viewport coordinates; empty when the
    // selection is not exactly one link or the view has no focus.
    QList<QRect> focusedLinkRects() const;

    // Whether a page (of any kind) is shown, rather than a message or nothing.
    bool showsPage() const { return m_page || m_glossary || m_section || m_kindPage; }

    // At most one of m_page, m_glossary, m_section and m_kindPage is set.
    std::optional<RulePage> m_page;
    std::optional<GlossaryPage> m_glossary;
    std::optional<SectionPage> m_section;
    std::shared_ptr<const ViewPage> m_kindPage;
    bool m_rulingsOpen = false;
    std::function<QString(const QString &)> m_preview;
    std::function<QString(const QString &)> m_cardPreview;
    int m_zoom = 0;
    qreal m_baseSize = 0;
    std::vector<int> m_parts; // where each part of the rule shown starts, in order
};

} // namespace gui

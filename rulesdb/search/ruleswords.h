#pragma once
// The words a rules document itself uses around its rules, in its own language: what opens
// an example, the headings of the glossary and credits, the title and the sentence giving
// the effective date. Shown and written with a translation's rules, they keep its text in
// one language ("例如：" before a Chinese example, not "Example:").

#include <QDate>
#include <QString>
#include <QStringView>

namespace rulesdb {

struct RulesWords {
    QString title;        // "Magic: The Gathering Comprehensive Rules"
    QString introduction; // the heading before the introduction
    QString contents;     // the heading of the table of contents
    QString glossary;
    QString credits;
    QString example;      // opens an example paragraph, its separator included
    // "These rules are effective as of January 16, 2026."
    QString effective(const QDate &date) const;
    QString language; // "en", "zh"
};

// The official wording of that language, English for any language without one here.
const RulesWords &rulesWords(QStringView language);

} // namespace rulesdb

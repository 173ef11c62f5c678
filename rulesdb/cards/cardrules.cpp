#include "cardrules.h"

#include "rulenumber.h"

#include <QRegularExpression>

namespace rulesdb {

namespace {

// "702.19" (a keyword's own rule), not "702.19a" (a paragraph of it) nor "702." itself.
bool isKeywordRule(const QString &number)
{
    static const QRegularExpression rule(QStringLiteral("^70[12]\\.\\d+$"));
    return rule.match(number).hasMatch();
}

QString withoutReminderText(const QString &text)
{
    static const QRegularExpression reminder(QStringLiteral("\\([^)]*\\)"));
    return QString(text).remove(reminder);
}

} // namespace

KeywordRules::KeywordRules(RulesStore &store, const EditionInfo &crEdition)
{
    for (const char *section : {"701", "702"}) {
        const bool action = QByteArrayView(section) == "701";
        for (RuleHeadline &headline : store.headlines(crEdition, RuleNumber::parse(QString::fromLatin1(section)))) {
            const QString title = headline.title.trimmed();
            if (!isKeywordRule(headline.number) || title.isEmpty() || title.size() > 40)
                continue;
            const QString name = QRegularExpression::escape(title);
            const QString pattern =
                action ? QStringLiteral("(?:^|[\\n.:;,]\\s*|\\b(?:then|may|to|and|or|you|must|can't|cannot)\\s+)%1(?:s|es|ed|d)?\\b")
                             .arg(name)
                       : QStringLiteral("\\b%1\\b").arg(name);
            // Compiled on its first match: a card's text holds a few keywords' words, and
            // compiling all 250 patterns took most of a command's time.
            m_keywords.push_back({std::move(headline), title, QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)});
        }
    }
}

std::vector<RuleHeadline> KeywordRules::invokedBy(const StoredCard &card) const
{
    QString words;
    for (const CardFace &face : card.faces)
        words += withoutReminderText(face.text) + u'\n';
    std::vector<RuleHeadline> out;
    for (const Keyword &k : m_keywords)
        if (card.keywords.contains(k.title, Qt::CaseInsensitive)
            || (words.contains(k.title, Qt::CaseInsensitive) && k.pattern.match(words).hasMatch()))
            out.push_back(k.headline);
    return out;
}

std::vector<RuleHeadline> rulesInvokedBy(RulesStore &store, const EditionInfo &crEdition, const StoredCard &card)
{
    return KeywordRules(store, crEdition).invokedBy(card);
}

} // namespace rulesdb

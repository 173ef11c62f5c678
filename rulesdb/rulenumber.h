#pragma once
// Comprehensive Rules numbers: parsing, validation, normalisation and natural order.
//
//   section  "1."       1-9
//   heading  "100."     100-999
//   rule     "100.1"    heading '.' positive integer
//   subrule  "100.1a"   rule followed by letters, kept as written but lower-cased
//
// Natural order follows the document: 1. < 100. < 100.1 < 100.1a < 100.2 < 100.10 < 101. < 2.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <compare>
#include <optional>

namespace rulesdb {

enum class RuleKind { Section, Heading, Rule, Subrule };

class RuleNumber {
public:
    // Accepts what people and sources write: "702.33a", "702.33 a", "702.33A", "702.33a.",
    // "702.", "702", "7.", surrounding spaces. Returns nullopt for anything else.
    static std::optional<RuleNumber> parse(QStringView text);

    RuleKind kind() const { return m_kind; }
    // A rule or subrule, not a section or heading: what "N rules" counts everywhere.
    bool isRuleOrSubrule() const { return m_kind == RuleKind::Rule || m_kind == RuleKind::Subrule; }
    int section() const { return m_heading / 100; } // the section a rule belongs to
    int heading() const { return m_heading; }       // 0 for a section
    int rule() const { return m_rule; }             // 0 for sections and headings
    const QString &letters() const { return m_letters; }

    // "1.", "100.", "100.1", "100.1a".
    QString toString() const;
    // The enclosing number: 100.1a -> 100.1 -> 100. -> 1. -> none.
    std::optional<RuleNumber> parent() const;
    // Bytes whose memcmp order is the natural order (used as an index key).
    QByteArray sortKey() const;
    // The number whose sortKey() this is; nullopt for bytes no number gives.
    static std::optional<RuleNumber> fromSortKey(QByteArrayView key);

    friend bool operator==(const RuleNumber &, const RuleNumber &) = default;
    friend std::strong_ordering operator<=>(const RuleNumber &a, const RuleNumber &b);

private:
    RuleKind m_kind = RuleKind::Section;
    int m_sectionOnly = 0; // section number when kind() == Section
    int m_heading = 0;
    int m_rule = 0;
    QString m_letters;
};

// Natural comparison of two number strings; strings that do not parse sort after, by text.
bool naturalLess(const QString &a, const QString &b);

} // namespace rulesdb

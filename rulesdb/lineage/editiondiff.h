#pragma once
// What changed between any two editions, rule by rule, with word-level differences: the
// alignment of lineage.h over the two editions' rules (directly, not through the editions
// between: text matching over the whole edition finds moves across any span). Two
// consecutive whole editions already aligned by the stored lineage are read from it.

#include "lineage/lineage.h"
#include "rulesstore.h"
#include "text/worddiff.h"

#include <QHash>
#include <functional>
#include <map>

namespace rulesdb {

struct DiffEntry {
    ChangeKind kind = ChangeKind::Unchanged;
    QStringList oldNumbers;
    QStringList newNumbers;
    double similarity = 1;
    QString oldText; // the rules' wordings, examples included ("Example: …" lines)
    QString newText;
    // How many paragraphs ('\n'-separated) of oldText / newText each rule of oldNumbers /
    // newNumbers has, in order: a view labels the paragraphs of a split or merge with their
    // rules' numbers.
    std::vector<int> oldParagraphs;
    std::vector<int> newParagraphs;
    std::vector<DiffSpan> spans; // word diff of oldText → newText; empty when equal
};

struct EditionDiff {
    EditionInfo from;
    EditionInfo to;
    std::map<ChangeKind, int> summary; // every kind, unchanged included
    std::vector<DiffEntry> changes;    // every change but unchanged rules, in the newer order
};

// The numbers a change is headed by, in the command line's reports and the app alike:
// "702.19b", "409.2 → 601.3, 602.3", "— → 100.1" for a side the change lacks.
QString changeHeading(const DiffEntry &entry);
QString changeHeading(ChangeKind kind, const QStringList &oldNumbers, const QStringList &newNumbers);
// The same heading appended to `out`.
void appendChangeHeading(QString &out, ChangeKind kind, const QStringList &oldNumbers, const QStringList &newNumbers);

// Why two editions cannot be compared, empty when they can: rules are paired by their
// words, so an English and a Chinese edition would have every rule added and removed.
QString whyNotComparable(const EditionInfo &from, const EditionInfo &to);

// The texts read so far by their id, for reading several editions: a text editions share
// (most of them: texts are stored once) is read and converted from UTF-8 once, and the
// editions' rules share the one string.
using TextsRead = QHash<qint64, QString>;

// An edition's rules as lineage aligns them; with `texts`, the texts already read are taken
// from it and the others added; with `textIds`, each rule's text id, in the same order.
std::vector<AlignedRule> alignedRules(RulesStore &store, const EditionInfo &edition, TextsRead *texts = nullptr,
                                      std::vector<qint64> *textIds = nullptr);

// Where a diff's pairing of rules comes from.
enum class Alignment {
    StoredWhenLinked, // the lineage stored for two consecutive whole editions (storeddiff.h), else aligned
    Fresh,            // the two editions aligned again
};

// A diff before its entries are put together: the changes and the rules they index.
struct EditionChanges {
    EditionInfo from;
    EditionInfo to;
    // Both editions' rules when they were aligned here; read from the lineage, only the rules
    // the changes name.
    std::vector<AlignedRule> older;
    std::vector<AlignedRule> newer;
    std::vector<RuleChange> changes;
    int unchanged = 0; // unchanged rules besides the changes of kind Unchanged
    // Each change's word diff as the lineage stores it (storedspans.h), read instead of
    // computed; empty when the editions were aligned here. One that does not fit its
    // wordings is computed.
    std::vector<QByteArray> storedSpans;
};

// Throws DbError when an edition is gone, or when the two are in different languages
// (editionsComparable()). An excerpt on either side reports only the rules it holds.
EditionChanges editionChanges(RulesStore &store, const EditionInfo &from, const EditionInfo &to,
                              Alignment alignment = Alignment::StoredWhenLinked);
EditionDiff diffEditions(RulesStore &store, const EditionInfo &from, const EditionInfo &to,
                         Alignment alignment = Alignment::StoredWhenLinked);

// The summary of a diff: every kind, unchanged included.
std::map<ChangeKind, int> changeSummary(const EditionChanges &changes);

// One entry of a diff for a caller that writes it out and keeps nothing (a report of
// thousands of changes): what DiffEntry holds but the paragraph counts, the wordings shared
// with the rules and the word diff by its spans' lengths.
struct ChangeText {
    ChangeKind kind = ChangeKind::Unchanged;
    double similarity = 1;
    QStringList oldNumbers;
    QStringList newNumbers;
    QString oldText;
    QString newText;
    std::vector<SpanLength> spans; // empty when the wordings are equal or a side is missing
};
// Calls `write` with each entry diffOfChanges() gives, in its order.
void forEachChange(const EditionChanges &changes, const std::function<void(const ChangeText &)> &write);

// The wordings a change compares, its older rules' and its newer rules', examples included
// (the diff's oldText and newText); `language` names the examples' label.
struct ChangeWordings {
    QString older, newer;
    QStringList olderNumbers, newerNumbers;
    std::vector<int> olderParagraphs, newerParagraphs;
    // Whether a diff shows the change word by word: both sides there, their words differ.
    bool wordDiffed(const RuleChange &c) const { return older != newer && !c.older.empty() && !c.newer.empty(); }
};
ChangeWordings changeWordings(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                              const RuleChange &change, const QString &olderLanguage, const QString &newerLanguage);

// The diff of an alignment's changes over the rules they index.
EditionDiff diffOfChanges(const EditionChanges &changes);

} // namespace rulesdb

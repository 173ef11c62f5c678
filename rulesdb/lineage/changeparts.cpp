#include "lineage/changeparts.h"

#include <QTextBoundaryFinder>

#include <numeric>

namespace rulesdb {

namespace {

// A sentence of one side, with the paragraph it stands in (its line of the side's text).
struct Sentence {
    QString text; // with the spaces or line break after it
    int paragraph = 0;
};

std::vector<Sentence> sentencesOf(const QString &text)
{
    std::vector<Sentence> out;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Sentence, text);
    qsizetype start = 0;
    int paragraph = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        const QString piece = text.sliced(start, end - start);
        if (!piece.trimmed().isEmpty())
            out.push_back({piece, paragraph});
        paragraph += int(piece.count(u'\n'));
        start = end;
    }
    return out;
}

// Each rule's paragraphs of one side as one text, in order; empty when the counts do not
// add up to the side's paragraphs.
QStringList ruleTexts(const QString &text, const std::vector<int> &paragraphs, qsizetype rules)
{
    const QStringList lines = text.split(u'\n');
    if (qsizetype(paragraphs.size()) != rules || std::accumulate(paragraphs.begin(), paragraphs.end(), 0) != lines.size())
        return {};
    QStringList out;
    qsizetype at = 0;
    for (const int count : paragraphs) {
        out << lines.mid(at, count).join(u'\n');
        at += count;
    }
    return out;
}

int wordCount(QStringView text)
{
    int words = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool letter = c.isLetterOrNumber();
        words += letter && !inWord ? 1 : 0;
        inWord = letter;
    }
    return words;
}

// The share of a sentence's words that a rule's text has, in the sentence's order.
double shareKept(const Sentence &sentence, const QString &rule, int sentenceWords)
{
    int same = 0;
    for (const DiffSpan &span : wordDiff(rule, sentence.text))
        if (span.kind == DiffSpan::Same)
            same += wordCount(span.text);
    return double(same) / sentenceWords;
}

// The rule (index into numbers) a paragraph of a side belongs to.
int ruleOfParagraph(const std::vector<int> &paragraphs, int paragraph)
{
    int start = 0;
    for (size_t k = 0; k < paragraphs.size(); ++k) {
        start += paragraphs[k];
        if (paragraph < start)
            return int(k);
    }
    return int(paragraphs.size()) - 1;
}

} // namespace

std::vector<ChangePart> changeParts(const DiffEntry &e)
{
    if (e.oldNumbers.isEmpty() || e.newNumbers.isEmpty() || (e.oldNumbers.size() == 1 && e.newNumbers.size() == 1))
        return {};
    // The side of several rules is read rule by rule (the old side of a merge, the new side
    // of a split); the other side sentence by sentence.
    const bool byOld = e.oldNumbers.size() > 1;
    const QStringList &partNumbers = byOld ? e.oldNumbers : e.newNumbers;
    const QStringList &otherNumbers = byOld ? e.newNumbers : e.oldNumbers;
    const std::vector<int> &otherParagraphs = byOld ? e.newParagraphs : e.oldParagraphs;
    const QStringList parts = ruleTexts(byOld ? e.oldText : e.newText, byOld ? e.oldParagraphs : e.newParagraphs,
                                        partNumbers.size());
    if (parts.isEmpty())
        return {};
    const bool otherCounted = otherParagraphs.size() == size_t(otherNumbers.size());

    // Each sentence of the other side goes with the part that has most of its words.
    const std::vector<Sentence> sentences = sentencesOf(byOld ? e.newText : e.oldText);
    std::vector<int> owner(sentences.size(), 0);
    for (size_t s = 0; s < sentences.size(); ++s) {
        const int words = wordCount(sentences[s].text);
        const int before = s > 0 ? owner[s - 1] : 0;
        int best = before;
        double bestShare = 0;
        for (qsizetype k = 0; words > 0 && k < parts.size(); ++k) {
            const double share = shareKept(sentences[s], parts[k], words);
            if (share > bestShare || (share == bestShare && share > 0 && k == before)) {
                bestShare = share;
                best = int(k);
            }
        }
        owner[s] = best;
    }

    std::vector<ChangePart> out;
    for (qsizetype k = 0; k < parts.size(); ++k) {
        QString counterpart;
        QStringList counterpartNumbers;
        int lastParagraph = -1;
        for (size_t s = 0; s < sentences.size(); ++s) {
            if (owner[s] != int(k))
                continue;
            const Sentence &sentence = sentences[s];
            // A sentence of another paragraph than the one before it begins a paragraph here
            // too, though the sentences between were another part's.
            if (lastParagraph >= 0 && sentence.paragraph != lastParagraph && !counterpart.endsWith(u'\n')) {
                while (counterpart.endsWith(u' '))
                    counterpart.chop(1);
                counterpart += u'\n';
            }
            counterpart += sentence.text;
            lastParagraph = sentence.paragraph + int(sentence.text.count(u'\n'));
            const QString number = otherNumbers.size() == 1 || !otherCounted
                                       ? otherNumbers.front()
                                       : otherNumbers[ruleOfParagraph(otherParagraphs, sentence.paragraph)];
            if (!counterpartNumbers.contains(number))
                counterpartNumbers << number;
        }
        while (!counterpart.isEmpty() && counterpart.back().isSpace())
            counterpart.chop(1);
        if (counterpartNumbers.isEmpty() && otherNumbers.size() == 1)
            counterpartNumbers = otherNumbers;

        ChangePart part;
        part.oldNumbers = byOld ? QStringList{partNumbers[k]} : counterpartNumbers;
        part.newNumbers = byOld ? counterpartNumbers : QStringList{partNumbers[k]};
        part.oldText = byOld ? parts[k] : counterpart;
        part.newText = byOld ? counterpart : parts[k];
        if (part.oldText != part.newText)
            part.spans = wordDiff(part.oldText, part.newText);
        out.push_back(std::move(part));
    }
    return out;
}

} // namespace rulesdb

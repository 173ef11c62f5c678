// Damaged input through the whole import path: a truncated download, a file in the wrong
// encoding, UTF-16 mangled by a text filter, an empty or binary file, a 200 MB file, CSV
// and JSON that break off or lose a quote, HTML that never closes its tags. Each is built
// at test time from a real edition (the newest of the corpus when ../shared is there, else
// the project's sample) and imported into an on-disk database that already holds an
// edition, as the app and rulekeeper-cli do. Each must end in a clear error naming the
// file, the line and what was expected, with the database exactly as it was, or in an
// edition flagged for what it lacks, with a warning: never a crash or a silently wrong
// edition.

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <memory>
#include <sys/resource.h>

using namespace rulesdb;
using testsupport::utf16;

namespace {

// ---- the real inputs ----------------------------------------------------------------------

const QByteArray Utf8Bom("\xEF\xBB\xBF");

QString sourceEdition()
{
    const QString real = testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"));
    return !real.isEmpty() && QFileInfo::exists(real)
               ? real
               : testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"));
}

// The edition the database holds before each test: what a refused import must leave alone.
QString heldEdition()
{
    return testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"));
}

// Line ends as the importers count them: CRLF, bare CR and LF each end one line.
QString normalisedLineEnds(QString text)
{
    return text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(u'\r', u'\n');
}

// The 1-based line of the last character that is not white space: where a cut file stops.
int lastTextLine(const QString &text)
{
    const QString t = normalisedLineEnds(text);
    qsizetype end = t.size();
    while (end > 0 && t[end - 1].isSpace())
        --end;
    return 1 + int(QStringView(t).left(end).count(u'\n'));
}

// The 1-based line of a byte offset in UTF-8 bytes.
int lineAtByte(const QByteArray &bytes, qsizetype offset)
{
    return 1 + int(normalisedLineEnds(QString::fromUtf8(bytes.left(offset))).count(u'\n'));
}

// Lines in the bytes of a real edition, which may end in CRLF, LF or a bare CR.
bool isLineEnd(char c)
{
    return c == '\n' || c == '\r';
}

// Where the first line from `from` on that starts with `start` begins; -1 if none.
qsizetype findLine(const QByteArray &bytes, const char *start, qsizetype from = 0)
{
    for (qsizetype at = bytes.indexOf(start, from); at >= 0; at = bytes.indexOf(start, at + 1))
        if (at == 0 || isLineEnd(bytes[at - 1]))
            return at;
    return -1;
}

// Where the line at `at` ends (its line end excluded), and where the next one begins.
qsizetype endOfLine(const QByteArray &bytes, qsizetype at)
{
    while (at < bytes.size() && !isLineEnd(bytes[at]))
        ++at;
    return at;
}

qsizetype nextLine(const QByteArray &bytes, qsizetype at)
{
    at = endOfLine(bytes, at);
    return at + (bytes.mid(at, 2) == "\r\n" ? 2 : 1);
}

// ---- encodings and containers -----------------------------------------------------------------


// Windows-1252 at 0x80-0x9F; the rest of its upper half is Latin-1.
constexpr char16_t Cp1252High[32] = {
    u'\u20AC', 0,        u'\u201A', u'\u0192', u'\u201E', u'\u2026', u'\u2020', u'\u2021',
    u'\u02C6', u'\u2030', u'\u0160', u'\u2039', u'\u0152', 0,        u'\u017D', 0,
    0,        u'\u2018', u'\u2019', u'\u201C', u'\u201D', u'\u2022', u'\u2013', u'\u2014',
    u'\u02DC', u'\u2122', u'\u0161', u'\u203A', u'\u0153', 0,        u'\u017E', u'\u0178'};

// The few characters of a modern edition that Windows-1252 lacks, as a user's converter
// would write them. Applied to the expected texts too.
QString withinCp1252(QString s)
{
    return s.replace(u'\u2212', u'-').replace(QStringLiteral("\u221E"), QStringLiteral("infinity"));
}

QByteArray cp1252(const QString &text)
{
    QByteArray out;
    for (const QChar c : withinCp1252(text)) {
        const char16_t u = c.unicode();
        if (u < 0x80 || (u >= 0xA0 && u <= 0xFF)) {
            out += char(u);
            continue;
        }
        const auto *at = std::find(std::begin(Cp1252High), std::end(Cp1252High), u);
        out += at != std::end(Cp1252High) ? char(0x80 + (at - std::begin(Cp1252High))) : '?';
    }
    return out;
}

// What a byte-oriented text filter makes of UTF-16: every byte that is not UTF-8 becomes
// U+FFFD (EF BF BD), NULs pass, and each CR or LF becomes CRLF (they are never next to each
// other in UTF-16: a NUL sits between).
QByteArray throughTextFilter(const QByteArray &bytes, bool replaceBadBytes, bool convertLineEnds)
{
    QByteArray out;
    out.reserve(bytes.size() * 2);
    for (const char c : bytes) {
        if (replaceBadBytes && uchar(c) >= 0x80)
            out += "\xEF\xBF\xBD";
        else if (convertLineEnds && (c == '\r' || c == '\n'))
            out += "\r\n";
        else
            out += c;
    }
    return out;
}

// A raw deflate stream of the bytes (zlib's, without its header and checksum).
QByteArray deflated(const QByteArray &bytes)
{
    const QByteArray z = qCompress(bytes, 9); // 4-byte length, zlib header, data, adler32
    return z.mid(6, z.size() - 10);
}

QByteArray littleEndian(quint32 v, int bytes)
{
    QByteArray out;
    for (int i = 0; i < bytes; ++i)
        out += char((v >> (8 * i)) & 0xFF);
    return out;
}

// The edition as the user's browser might have saved the download: gzip-compressed.
QByteArray gzipped(const QByteArray &bytes)
{
    return QByteArray("\x1F\x8B\x08\x00\x00\x00\x00\x00\x00\x03", 10) + deflated(bytes)
           + littleEndian(0, 4) /* CRC-32, which no reader of this test checks */
           + littleEndian(quint32(bytes.size()), 4);
}

// The edition in a ZIP archive, as a site offers it: one local file entry, deflated.
QByteArray zipped(const QByteArray &bytes, const QByteArray &name)
{
    const QByteArray data = deflated(bytes);
    return QByteArray("PK\x03\x04\x14\x00\x00\x00\x08\x00", 10) + littleEndian(0, 4) /* time, date */
           + littleEndian(0, 4) /* CRC-32 */ + littleEndian(quint32(data.size()), 4)
           + littleEndian(quint32(bytes.size()), 4) + littleEndian(quint32(name.size()), 2)
           + littleEndian(0, 2) + name + data;
}

QByteArray noise(qsizetype size, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = char(random.bounded(256));
    return out;
}

// ---- dataset rows written from the edition -------------------------------------------------

struct Rows {
    QByteArray bytes;
    QList<int> lines; // the line each row starts on
};

QByteArray csvQuoted(const QString &s)
{
    QString q = s;
    return '"' + q.replace(u'"', QStringLiteral("\"\"")).toUtf8() + '"';
}

QJsonObject rowObject(const RuleEntry &r)
{
    return {{QStringLiteral("number"), r.number}, {QStringLiteral("text"), r.text},
            {QStringLiteral("examples"), QJsonArray::fromStringList(r.examples)}};
}

QByteArray compactJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// As a dataset exports them: the text always quoted (it can hold commas and line
// breaks), the examples a JSON list, quoted unless empty. One entry per row, with its '\n'.
QList<QByteArray> csvRows(const std::vector<RuleEntry> &rules)
{
    QList<QByteArray> rows;
    for (const RuleEntry &r : rules) {
        const QByteArray examples = r.examples.isEmpty()
                                        ? QByteArray("[]")
                                        : csvQuoted(QString::fromUtf8(
                                              QJsonDocument(QJsonArray::fromStringList(r.examples))
                                                  .toJson(QJsonDocument::Compact)));
        rows << r.number.toUtf8() + ',' + csvQuoted(r.text) + ',' + examples + '\n';
    }
    return rows;
}

QList<QByteArray> jsonRows(const std::vector<RuleEntry> &rules)
{
    QList<QByteArray> rows;
    for (size_t i = 0; i < rules.size(); ++i)
        rows << "  " + compactJson(rowObject(rules[i])) + (i + 1 < rules.size() ? ",\n" : "\n");
    return rows;
}

QList<QByteArray> jsonlRows(const std::vector<RuleEntry> &rules)
{
    QList<QByteArray> rows;
    for (const RuleEntry &r : rules)
        rows << compactJson(rowObject(r)) + '\n';
    return rows;
}

// The rows after a header and before a footer, and the line each row starts on.
Rows joined(const QByteArray &header, const QList<QByteArray> &rows, const QByteArray &footer = {})
{
    Rows out{header, {}};
    int line = 1 + int(header.count('\n'));
    for (const QByteArray &row : rows) {
        out.lines << line;
        line += int(row.count('\n'));
        out.bytes += row;
    }
    out.bytes += footer;
    return out;
}

// ---- the database, before and after ----------------------------------------------------------

// Everything a refused import must leave as it was: the file byte for byte, every row of
// every table, the editions, and SQLite's own check. The log is folded into the file
// first: a program that opens the database may do that when it closes, which moves bytes
// without changing content.
struct Snapshot {
    QByteArray fileBytes;
    QByteArray rows;
    QStringList editions;
    QString integrity;
    bool operator==(const Snapshot &) const = default;
};

QByteArray fileHash(const QString &path)
{
    return QCryptographicHash::hash(testsupport::readAll(path), QCryptographicHash::Sha256);
}

QStringList columnsOf(Database &db, const QString &table)
{
    QStringList columns;
    const QByteArray sql = QStringLiteral("PRAGMA table_info(\"%1\")").arg(table).toUtf8();
    Statement info(db, sql.constData());
    while (info.step())
        columns << QStringLiteral("quote(\"%1\")").arg(info.text(1));
    return columns;
}

// Each table's rows as quoted values, sorted: equal whatever order SQLite returns them in.
QByteArray rowsHash(Database &db)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QStringList tables;
    Statement list(db, "SELECT name FROM sqlite_master WHERE type = 'table' "
                       "AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name");
    while (list.step())
        tables << list.text(0);
    for (const QString &table : tables) {
        const QByteArray sql = QStringLiteral("SELECT %1 FROM \"%2\" ORDER BY 1")
                                   .arg(columnsOf(db, table).join(QStringLiteral(" || ',' || ")), table)
                                   .toUtf8();
        QStringList rows;
        Statement select(db, sql.constData());
        while (select.step())
            rows << select.text(0);
        rows.sort();
        hash.addData((table + u'\n' + rows.join(u'\n')).toUtf8());
    }
    return hash.result();
}

Snapshot snapshot(RulesStore &store)
{
    Snapshot s;
    store.database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    s.fileBytes = fileHash(store.database().path());
    s.rows = rowsHash(store.database());
    for (const EditionInfo &e : store.editions())
        s.editions << QStringLiteral("%1 %2 %3 %4").arg(e.date, e.language, e.sha256).arg(e.flags);
    Statement check(store.database(), "PRAGMA integrity_check");
    s.integrity = check.step() ? check.text(0) : QString();
    return s;
}

// Starts the count of peak memory afresh at what the process holds now (Linux): freed
// memory from earlier tests must not hide a new peak below the old one.
bool resetPeakRss()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

// The peak resident memory so far, in MB.
double peakRssMb(int who = RUSAGE_SELF)
{
    rusage usage{};
    getrusage(who, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// ---- an import attempt ----------------------------------------------------------------------

struct Attempt {
    std::vector<importers::ImportOutcome> outcomes;
    std::optional<importers::ImportError> error;
    QString otherFailure; // any other exception: never acceptable for bad input
};

struct CliRun {
    int status = -1;
    QString out;
    QString err;
};

} // namespace

class TestDamagedInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void truncatedDownload_data();
    void truncatedDownload();
    void wrongEncoding_data();
    void wrongEncoding();
    void utf16ThroughATextFilter_data();
    void utf16ThroughATextFilter();
    void emptyOrBlank_data();
    void emptyOrBlank();
    void notText_data();
    void notText();
    void sizeLimitIsWellAboveEveryRealFile();
    void hugeFileIsRefusedUnread_data();
    void hugeFileIsRefusedUnread();
    void brokenRows_data();
    void brokenRows();
    void htmlThatNeverClosesItsTags_data();
    void htmlThatNeverClosesItsTags();
    void commandLineRefuses_data();
    void commandLineRefuses();
    void commandLineFlagsATruncatedDownload();

private:
    QString write(const QString &name, const QByteArray &bytes) const;
    Attempt import(const QString &path, const importers::ImportOptions &options = {});
    void expectRefused(const Attempt &attempt, const QString &file, int line, const QStringList &fragments);
    void expectUnchanged(const Snapshot &before);
    void expectCutEdition(const EditionData &stored, int cutLine, bool inTheRules);
    QByteArray damaged(const QString &kind) const;
    CliRun cli(const QStringList &args) const;

    // The source edition: its bytes, its text without a byte-order mark, as read (in
    // source order, with lines) and as stored by an import of the whole file.
    QString m_sourceName;
    QByteArray m_bytes;
    QByteArray m_body; // the bytes without the byte-order mark
    QString m_text;
    EditionData m_read;
    EditionData m_stored;
    qsizetype m_rulesAt = 0;    // byte offset of the line of the first numbered rule
    qsizetype m_glossaryAt = 0; // byte offset of the body's "Glossary" heading

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<RulesStore> m_store;
    Snapshot m_before;
};

// ---- fixture -----------------------------------------------------------------------------------

void TestDamagedInput::initTestCase()
{
    const QString source = sourceEdition();
    if (testsupport::sharedDir().isEmpty())
        qInfo("../shared (the real CR corpus) is absent: damaging the project's sample edition instead");
    m_sourceName = QFileInfo(source).fileName();
    m_bytes = testsupport::readAll(source);
    QVERIFY2(!m_bytes.isEmpty(), qPrintable(source));
    m_body = m_bytes.startsWith(Utf8Bom) ? m_bytes.mid(3) : m_bytes;
    m_text = QString::fromUtf8(m_body);
    QVERIFY2(m_text.toUtf8() == m_body, "the source edition must be UTF-8");
    m_read = importers::readEdition(source, {});
    QCOMPARE(m_read.meta.flags, 0);
    RulesStore scratch(QStringLiteral(":memory:"));
    importers::importFiles(scratch, {source}, {});
    m_stored = scratch.exportEdition(scratch.editions().front());
    // The contents list headings only ("100. General"): the first "100.1" is the body's.
    m_rulesAt = findLine(m_body, "100.1");
    m_glossaryAt = findLine(m_body, "Glossary", m_rulesAt);
    QVERIFY(m_rulesAt > 0 && m_glossaryAt > m_rulesAt);
}

void TestDamagedInput::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<RulesStore>(m_dir->filePath(QStringLiteral("rules.sqlite")));
    importers::importFiles(*m_store, {heldEdition()}, {});
    m_before = snapshot(*m_store);
    QCOMPARE(m_before.editions.size(), 1);
    QCOMPARE(m_before.integrity, QStringLiteral("ok"));
}

void TestDamagedInput::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

QString TestDamagedInput::write(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir->filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
    return path;
}

Attempt TestDamagedInput::import(const QString &path, const importers::ImportOptions &options)
{
    Attempt a;
    try {
        a.outcomes = importers::importFiles(*m_store, {path}, options);
    } catch (const importers::ImportError &e) {
        a.error = e;
    } catch (const std::exception &e) {
        a.otherFailure = QString::fromUtf8(e.what());
    }
    return a;
}

// The error names the file and the line (0: the file as a whole), says what was expected,
// and the database is as it was.
void TestDamagedInput::expectRefused(const Attempt &attempt, const QString &file, int line,
                                     const QStringList &fragments)
{
    QVERIFY2(attempt.otherFailure.isEmpty(), qPrintable(attempt.otherFailure));
    QVERIFY2(attempt.error, "the damaged file was imported");
    const importers::ImportError &e = *attempt.error;
    QCOMPARE(e.file(), file);
    QVERIFY2(e.line() == line, qPrintable(QStringLiteral("line %1, expected %2: %3").arg(e.line()).arg(line).arg(e.toString())));
    for (const QString &fragment : fragments)
        QVERIFY2(e.message().contains(fragment), qPrintable(QStringLiteral("no \"%1\" in: %2").arg(fragment, e.toString())));
    QVERIFY2(e.message().contains(QStringLiteral("expected")), qPrintable(e.toString()));
    expectUnchanged(m_before);
}

void TestDamagedInput::expectUnchanged(const Snapshot &before)
{
    const Snapshot after = snapshot(*m_store);
    QCOMPARE(after.integrity, QStringLiteral("ok"));
    QCOMPARE(after.editions, before.editions);
    QVERIFY2(after.rows == before.rows, "a row changed");
    QVERIFY2(after.fileBytes == before.fileBytes, "the database files changed");
}

// A copy that broke off at cutLine, as stored: every rule before the cut is there and the
// same as in the whole edition; when it broke off in the rules, the last one is a start of
// the real one and marked cut off; glossary entries before the cut are whole, the one it
// broke off in is left out.
void TestDamagedInput::expectCutEdition(const EditionData &stored, int cutLine, bool inTheRules)
{
    QHash<QString, const RuleEntry *> got, whole;
    for (const RuleEntry &r : stored.rules)
        got.insert(r.number, &r);
    for (const RuleEntry &r : m_stored.rules)
        whole.insert(r.number, &r);
    QStringList before;
    for (const RuleEntry &r : m_read.rules)
        if (r.sourceLine <= cutLine)
            before << r.number;
    QCOMPARE(int(stored.rules.size()), int(before.size()));
    for (const QString &number : before) {
        const RuleEntry *r = got.value(number);
        const RuleEntry *full = whole.value(number);
        QVERIFY2(r && full, qPrintable(number));
        if (inTheRules && number == before.last()) {
            QVERIFY2(r->truncated, qPrintable(number));
            QVERIFY2(full->text.startsWith(r->text), qPrintable(r->text));
            QVERIFY(r->examples.size() <= full->examples.size());
            for (qsizetype i = 0; i < r->examples.size(); ++i)
                QVERIFY2(full->examples[i].startsWith(r->examples[i]), qPrintable(r->examples[i]));
            continue;
        }
        QVERIFY2(!r->truncated, qPrintable(number));
        QCOMPARE(r->text, full->text);
        QCOMPARE(r->examples, full->examples);
    }
    QVERIFY(stored.glossary.size() < m_stored.glossary.size());
    for (size_t i = 0; i < stored.glossary.size(); ++i) {
        QCOMPARE(stored.glossary[i].term, m_stored.glossary[i].term);
        QCOMPARE(stored.glossary[i].definition, m_stored.glossary[i].definition);
    }
}

// ---- 1. truncated downloads ------------------------------------------------------------------

// Where each cut falls, in the source's bytes: kinds shared with the command-line test.
QByteArray TestDamagedInput::damaged(const QString &kind) const
{
    const qsizetype rule = findLine(m_body, "601.2b ", m_rulesAt);
    if (kind == u"mid-rule")
        return m_body.left(rule + 20);
    if (kind == u"at a line end")
        return m_body.left(nextLine(m_body, rule));
    if (kind == u"mid-example")
        return m_body.left(findLine(m_body, "Example: ", m_rulesAt) + 30);
    if (kind == u"mid-UTF-8, with a byte-order mark" || kind == u"mid-UTF-8, without") {
        qsizetype at = m_rulesAt;
        while (uchar(m_body[at]) < 0xC0)
            ++at;
        return (kind.contains(u"with a") ? Utf8Bom : QByteArray()) + m_body.left(at + 1);
    }
    if (kind == u"in the glossary") {
        // 15 bytes into the definition of its second entry (entries follow blank lines).
        int entries = 0;
        bool afterBlank = false;
        for (qsizetype at = m_glossaryAt; at < m_body.size(); at = nextLine(m_body, at)) {
            const bool blank = m_body.mid(at, endOfLine(m_body, at) - at).trimmed().isEmpty();
            if (!blank && afterBlank && ++entries == 2)
                return m_body.left(nextLine(m_body, at) + 15);
            afterBlank = blank;
        }
    }
    if (kind == u"before the first rule")
        return m_body.left(m_rulesAt);
    if (kind == u"in the contents")
        return m_body.left(m_body.indexOf("Contents") + 40);
    if (kind == u"in the title")
        return m_body.left(25);
    if (kind == u"UTF-16 at an odd byte") {
        const QString cut = QString::fromUtf8(damaged(QStringLiteral("mid-rule")));
        return QByteArray("\xFF\xFE") + utf16(m_text, false).left(cut.size() * 2 + 1);
    }
    qFatal("unknown damage");
}

void TestDamagedInput::truncatedDownload_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("importable"); // else refused
    QTest::addColumn<QString>("where");   // in the warning or the error
    // A copy that broke off holds real rules: a judge wants them, flagged incomplete,
    // with the rule it broke off in marked, rather than nothing.
    QTest::newRow("mid-rule") << QStringLiteral("mid-rule") << true << QStringLiteral("in the numbered rules");
    QTest::newRow("at a line end") << QStringLiteral("at a line end") << true << QStringLiteral("in the numbered rules");
    QTest::newRow("mid-example") << QStringLiteral("mid-example") << true << QStringLiteral("in the numbered rules");
    QTest::newRow("mid-UTF-8, with a byte-order mark")
        << QStringLiteral("mid-UTF-8, with a byte-order mark") << true << QStringLiteral("in the numbered rules");
    QTest::newRow("mid-UTF-8, without") << QStringLiteral("mid-UTF-8, without") << true
                                        << QStringLiteral("in the numbered rules");
    QTest::newRow("UTF-16 at an odd byte") << QStringLiteral("UTF-16 at an odd byte") << true
                                           << QStringLiteral("in the numbered rules");
    QTest::newRow("in the glossary") << QStringLiteral("in the glossary") << true
                                     << QStringLiteral("in the glossary, inside the entry");
    // No rule at all: nothing to import, and the error says why. Cut in its title, nothing
    // shows the file was the Comprehensive Rules: it is a file of no known shape.
    QTest::newRow("before the first rule") << QStringLiteral("before the first rule") << false
                                           << QStringLiteral("before its first numbered rule");
    QTest::newRow("in the contents") << QStringLiteral("in the contents") << false
                                     << QStringLiteral("before its first numbered rule");
    QTest::newRow("in the title") << QStringLiteral("in the title") << false
                                  << QStringLiteral("not a recognised rules file");
}

void TestDamagedInput::truncatedDownload()
{
    QFETCH(QString, kind);
    QFETCH(bool, importable);
    QFETCH(QString, where);
    const QByteArray bytes = damaged(kind);
    const QString path = write(m_sourceName, bytes);
    const QString text = bytes.startsWith("\xFF\xFE")
                             ? QString::fromUtf16(reinterpret_cast<const char16_t *>(bytes.constData() + 2),
                                                  (bytes.size() - 2) / 2)
                             : QString::fromUtf8(bytes);
    const int cutLine = lastTextLine(text);
    const Attempt attempt = import(path);
    if (!importable) {
        expectRefused(attempt, m_sourceName, cutLine, {where});
        return;
    }
    QVERIFY2(attempt.otherFailure.isEmpty(), qPrintable(attempt.otherFailure));
    QVERIFY2(!attempt.error, qPrintable(attempt.error ? attempt.error->toString() : QString()));
    const importers::ImportOutcome &o = attempt.outcomes.front();
    QCOMPARE(o.result.status, AddStatus::Added);
    QVERIFY(o.result.edition.flags & FlagIncomplete);
    QCOMPARE(o.result.edition.date, m_read.meta.date);
    // The warning names the file, the line where the copy stops, and where that is.
    const QString warning = o.warnings.filter(QStringLiteral("breaks off")).value(0);
    QVERIFY2(warning.startsWith(QStringLiteral("%1:%2: ").arg(m_sourceName).arg(cutLine)), qPrintable(warning));
    QVERIFY2(warning.contains(where), qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("incomplete")), qPrintable(warning));
    expectCutEdition(m_store->exportEdition(o.result.edition), cutLine, where.contains(u"numbered rules"));
    QCOMPARE(snapshot(*m_store).integrity, QStringLiteral("ok"));
}

// ---- 2. the wrong encoding -------------------------------------------------------------------

void TestDamagedInput::wrongEncoding_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding"); // as detected; empty when refused
    QTest::addColumn<int>("line");         // of the error
    QTest::addColumn<QStringList>("fragments");

    // Re-encoded whole: read right, the texts those of the UTF-8 original.
    QTest::newRow("windows-1252") << cp1252(m_text) << QStringLiteral("windows-1252") << 0 << QStringList();
    QTest::newRow("UTF-16LE without a byte-order mark")
        << utf16(m_text, false) << QStringLiteral("UTF-16LE") << 0 << QStringList();
    QTest::newRow("UTF-16BE without a byte-order mark")
        << utf16(m_text, true) << QStringLiteral("UTF-16BE") << 0 << QStringList();

    // Two encodings in one file cannot both be right: refused at the first byte that
    // breaks the claim, naming it and what it would be in the other encoding.
    const QByteArray marked = Utf8Bom + cp1252(m_text);
    const qsizetype firstHigh = std::find_if(marked.begin() + 3, marked.end(), [](char c) { return uchar(c) >= 0x80; }) - marked.begin();
    QTest::newRow("windows-1252 with a UTF-8 byte-order mark")
        << marked << QString() << lineAtByte(marked.mid(3), firstHigh - 3)
        << QStringList{QStringLiteral("UTF-8 byte-order mark"), QStringLiteral("not valid UTF-8"),
                       QStringLiteral("windows-1252")};
    QByteArray latin1 = m_body;
    const qsizetype at = endOfLine(latin1, findLine(latin1, "601.2b ", m_rulesAt));
    latin1.insert(at, " (caf\xE9)");
    const int line = lineAtByte(latin1, at);
    QTest::newRow("a Latin-1 byte in UTF-8 with a byte-order mark")
        << Utf8Bom + latin1 << QString() << line
        << QStringList{QStringLiteral("byte 0xE9"), QStringLiteral("not valid UTF-8")};
    // Without a mark, read as a code page, every quote of the file would be garbled.
    QTest::newRow("a Latin-1 byte in UTF-8 without a byte-order mark")
        << latin1 << QString() << line
        << QStringList{QStringLiteral("byte 0xE9"), QStringLiteral("not valid UTF-8")};
}

void TestDamagedInput::wrongEncoding()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    QFETCH(int, line);
    QFETCH(QStringList, fragments);
    const Attempt attempt = import(write(m_sourceName, bytes));
    if (encoding.isEmpty()) {
        expectRefused(attempt, m_sourceName, line, fragments);
        return;
    }
    QVERIFY2(!attempt.error && attempt.otherFailure.isEmpty(),
             qPrintable(attempt.error ? attempt.error->toString() : attempt.otherFailure));
    const EditionInfo &info = attempt.outcomes.front().result.edition;
    QCOMPARE(info.encoding, encoding);
    QCOMPARE(info.flags, 0);
    const EditionData got = m_store->exportEdition(info);
    QCOMPARE(got.rules.size(), m_stored.rules.size());
    const bool narrowed = encoding == u"windows-1252";
    for (size_t i = 0; i < got.rules.size(); ++i) {
        const RuleEntry &want = m_stored.rules[i];
        QCOMPARE(got.rules[i].number, want.number);
        QCOMPARE(got.rules[i].text, narrowed ? withinCp1252(want.text) : want.text);
        QCOMPARE(got.rules[i].examples.join(u'\n'), narrowed ? withinCp1252(want.examples.join(u'\n')) : want.examples.join(u'\n'));
    }
    QCOMPARE(got.glossary.size(), m_stored.glossary.size());
}

// ---- 3. UTF-16 through a text filter ---------------------------------------------------------

void TestDamagedInput::utf16ThroughATextFilter_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("fragments");
    const QByteArray le = "\xFF\xFE" + utf16(m_text, false);
    const QByteArray be = "\xFE\xFF" + utf16(m_text, true);
    const QStringList fffd{QStringLiteral("looks damaged"), QStringLiteral("U+FFFD"), QStringLiteral("NUL")};
    // All three marks of a filter that read UTF-16 as 8-bit text: the byte-order mark
    // became U+FFFD, line breaks doubled, a NUL in every other byte.
    QTest::newRow("mark, line breaks and NULs") << throughTextFilter(le, true, true) << 1 << fffd;
    QTest::newRow("mark, line breaks and NULs, big endian") << throughTextFilter(be, true, true) << 1 << fffd;
    QTest::newRow("mark replaced, NULs kept") << throughTextFilter(le, true, false) << 1 << fffd;
    // Only the line breaks changed, byte by byte: the mark is intact, but every line now
    // ends in characters from no script of the rules (U+0A0D, U+0D00).
    QTest::newRow("line breaks doubled, mark intact")
        << throughTextFilter(le, false, true) << 1
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("control or unassigned"),
                       QStringLiteral("U+0A0D")};
    // In big endian the first junk follows the first CR, on line 2.
    QTest::newRow("line breaks doubled, mark intact, big endian")
        << throughTextFilter(be, false, true) << 2
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("control or unassigned")};
}

void TestDamagedInput::utf16ThroughATextFilter()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QStringList, fragments);
    expectRefused(import(write(m_sourceName, bytes)), m_sourceName, line, fragments);
}

// ---- 4. empty and blank ----------------------------------------------------------------------

void TestDamagedInput::emptyOrBlank_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
    QTest::newRow("UTF-8 byte-order mark only") << Utf8Bom << QStringLiteral("empty but for a UTF-8 byte-order mark");
    QTest::newRow("UTF-16 byte-order mark only") << QByteArray("\xFF\xFE") << QStringLiteral("empty but for a UTF-16LE");
    QTest::newRow("spaces and line breaks") << QByteArray(" \r\n\t\r\n   \n\n") << QStringLiteral("nothing but white space");
    QTest::newRow("a mark and blank lines") << Utf8Bom + "\r\n\r\n\r\n" << QStringLiteral("nothing but white space");
    QTest::newRow("UTF-16 mark and spaces") << QByteArray("\xFF\xFE \0\n\0 \0", 8) << QStringLiteral("nothing but white space");
}

void TestDamagedInput::emptyOrBlank()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fragment);
    expectRefused(import(write(m_sourceName, bytes)), m_sourceName, 0, {fragment});
}

// ---- 5. not text at all ------------------------------------------------------------------------

void TestDamagedInput::notText_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("fragments");
    // What the file is, from its first bytes: the message says so, for the file as a whole.
    QTest::newRow("PNG header and noise") << QStringLiteral("png") << 0
                                          << QStringList{QStringLiteral("not text"), QStringLiteral("PNG image")};
    QTest::newRow("the edition gzipped") << QStringLiteral("gzip") << 0
                                         << QStringList{QStringLiteral("not text"), QStringLiteral("compressed gzip archive")};
    QTest::newRow("the edition in a ZIP archive")
        << QStringLiteral("zip") << 0 << QStringList{QStringLiteral("not text"), QStringLiteral("compressed ZIP archive")};
    // A PDF is read for its text (the policy documents are published so): noise after its
    // header is a damaged one.
    QTest::newRow("a PDF") << QStringLiteral("pdf") << 0
                           << QStringList{QStringLiteral("a PDF that can be opened"), QStringLiteral("damaged")};
    QTest::newRow("an SQLite database") << QStringLiteral("sqlite") << 0
                                        << QStringList{QStringLiteral("not text"), QStringLiteral("SQLite database")};
    // Nothing to recognise: the first byte no text holds (no line ends here, so line 1).
    QTest::newRow("noise") << QStringLiteral("noise") << 1 << QStringList{QStringLiteral("not text")};
}

void TestDamagedInput::notText()
{
    QFETCH(QString, kind);
    QFETCH(int, line);
    QFETCH(QStringList, fragments);
    QString path;
    if (kind == u"png")
        path = write(QStringLiteral("rules.png"), QByteArray("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16) + noise(4096, 1));
    else if (kind == u"gzip")
        path = write(m_sourceName + QStringLiteral(".gz"), gzipped(m_bytes));
    else if (kind == u"zip")
        path = write(QStringLiteral("rules.zip"), zipped(m_bytes, m_sourceName.toUtf8()));
    else if (kind == u"pdf")
        path = write(QStringLiteral("rules.pdf"), "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n" + noise(4096, 2));
    else if (kind == u"sqlite")
        path = m_store->database().path(); // the very database being imported into
    else
        path = write(QStringLiteral("rules.txt"), noise(4096, 3).replace('\n', '\x01').replace('\r', '\x01'));
    expectRefused(import(path), QFileInfo(path).fileName(), line, fragments);
}

// ---- 6. a 200 MB file --------------------------------------------------------------------------

void TestDamagedInput::sizeLimitIsWellAboveEveryRealFile()
{
    REQUIRE_SHARED();
    // Every real input, card rulings included, is under a sixteenth of the limit.
    qint64 largest = 0;
    QString which;
    // Card databases (cards/: MTGJSON's archives, Scryfall's bulk files) are not rules
    // files: they are read as streams and are far larger by nature, so not measured here.
    const QString cards = QDir(testsupport::corpusFile(QStringLiteral("cards"))).absolutePath() + u'/';
    QDirIterator it(testsupport::corpusFile(QString()), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo f(it.next());
        if (f.absoluteFilePath().startsWith(cards))
            continue;
        if (f.size() > largest) {
            largest = f.size();
            which = f.fileName();
        }
    }
    QVERIFY(largest > 0);
    QVERIFY2(largest * 16 < importers::MaxFileBytes, qPrintable(which));
}

void TestDamagedInput::hugeFileIsRefusedUnread_data()
{
    QTest::addColumn<bool>("ruleLines");
    QTest::newRow("rule lines repeated") << true;
    QTest::newRow("random printable text") << false;
}

void TestDamagedInput::hugeFileIsRefusedUnread()
{
    QFETCH(bool, ruleLines);
    constexpr qint64 size = qint64(200) << 20;
    const QString name = QStringLiteral("huge.txt");
    const QString path = m_dir->filePath(name);
    {
        // Written a megabyte at a time, so that the test itself stays small in memory.
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray chunk;
        if (ruleLines) {
            f.write(m_body.left(m_rulesAt));
            while (chunk.size() < (1 << 20))
                chunk += m_body.mid(m_rulesAt, m_glossaryAt - m_rulesAt);
        } else {
            QRandomGenerator random(7);
            chunk.resize(1 << 20);
            for (qsizetype i = 0; i < chunk.size(); ++i)
                chunk[i] = i % 80 == 79 ? '\n' : char(0x20 + random.bounded(0x5F));
        }
        chunk.truncate(1 << 20);
        while (f.size() < size)
            f.write(chunk.left(std::min<qint64>(chunk.size(), size - f.size())));
    }
    QCOMPARE(QFileInfo(path).size(), size);

    if (!resetPeakRss())
        qWarning("the peak memory count cannot be reset here: the growth measured is a lower bound");
    const double before = peakRssMb();
    const Attempt attempt = import(path);
    const importers::FilePreview preview = importers::previewFile(path, {});
    const double growth = peakRssMb() - before;
    qInfo("peak memory growth importing and previewing a 200 MB file: %.1f MB", growth);
    QVERIFY2(growth < 64, qPrintable(QString::number(growth)));
    const QStringList fragments{QStringLiteral("200 MB"), QStringLiteral("at most 64 MB"), QStringLiteral("not read")};
    expectRefused(attempt, name, 0, fragments);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(preview.error.startsWith(name + QStringLiteral(": the file is 200 MB")), qPrintable(preview.error));

    // As a user runs it. The peak of this process's children only grows: first the program
    // refusing a small file sets what it needs anyway (much more under a sanitizer), then
    // the 200 MB file must not raise that by much.
    QCOMPARE(cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("editions/not-a-cr.txt"))}).status, 2);
    const double baseline = peakRssMb(RUSAGE_CHILDREN);
    const CliRun run = cli({QStringLiteral("import"), path});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(name + QStringLiteral(": the file is 200 MB")), qPrintable(run.err));
    const double cliGrowth = peakRssMb(RUSAGE_CHILDREN) - baseline;
    qInfo("peak memory of rulekeeper-cli refusing it: %.1f MB (%.1f MB for a small file)",
          peakRssMb(RUSAGE_CHILDREN), baseline);
    QVERIFY2(cliGrowth < 64, qPrintable(QString::number(cliGrowth)));
    expectUnchanged(m_before);
}

// ---- 7. broken CSV, JSON and JSONL -----------------------------------------------------------

void TestDamagedInput::brokenRows_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("intact"); // the same rows undamaged; empty when not rows
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("fragments");

    // Rows of the edition, as a dataset holds them (a few hundred are plenty).
    std::vector<RuleEntry> rules(m_stored.rules.begin(),
                                 m_stored.rules.begin() + std::min<size_t>(m_stored.rules.size(), 300));
    const QByteArray csvHeader("number,text,examples\n");
    const QList<QByteArray> csv = csvRows(rules);
    const Rows csvIntact = joined(csvHeader, csv);
    // A row in the middle whose examples are empty: an unclosed quote in its text runs on
    // into the next row, whose opening quote seems to close it.
    qsizetype r = qsizetype(rules.size() / 2);
    while (!rules[size_t(r)].examples.isEmpty())
        ++r;
    QList<QByteArray> unclosed = csv;
    unclosed[r].replace("\",[]\n", ",[]\n");
    QTest::newRow("CSV, a quote never closed")
        << QStringLiteral("rows.csv") << joined(csvHeader, unclosed).bytes << csvIntact.bytes << csvIntact.lines[r]
        << QStringList{QStringLiteral("a quoted field opens here and is never closed"),
                       QStringLiteral("on line %1").arg(csvIntact.lines[r + 1]),
                       QStringLiteral("expected its closing \" at the end of the field")};
    // The last row cut after its opening quote and a few words: the file ends inside it.
    QList<QByteArray> cutLast = csv;
    cutLast.last() = cutLast.last().left(cutLast.last().indexOf('"') + 12);
    QTest::newRow("CSV, the file ends inside a quote")
        << QStringLiteral("rows.csv") << joined(csvHeader, cutLast).bytes << csvIntact.bytes << csvIntact.lines.last()
        << QStringList{QStringLiteral("never closed: the file ends inside it"), QStringLiteral("closing \"")};
    // A quote inside a field that was not doubled closes the field mid-text.
    QList<QByteArray> midField = csv;
    const qsizetype space = midField[r - 1].indexOf(' ', midField[r - 1].indexOf('"') + 1);
    midField[r - 1].insert(space + 1, '"');
    QTest::newRow("CSV, a quote closed mid-field")
        << QStringLiteral("rows.csv") << joined(csvHeader, midField).bytes << csvIntact.bytes << csvIntact.lines[r - 1]
        << QStringList{QStringLiteral("is followed by \"%1\"").arg(QChar::fromLatin1(midField[r - 1][space + 2])),
                       QStringLiteral("expected \"\" for each quote inside a field")};

    const QList<QByteArray> json = jsonRows(rules);
    const Rows jsonIntact = joined("[\n", json, "]\n");
    QTest::newRow("JSON cut mid-array")
        << QStringLiteral("rows.json") << jsonIntact.bytes.left(jsonIntact.bytes.indexOf(json[r]) + 25)
        << jsonIntact.bytes << jsonIntact.lines[r]
        << QStringList{QStringLiteral("not valid JSON"), QStringLiteral("breaks off"),
                       QStringLiteral("expected an array of rows")};

    const QList<QByteArray> jsonl = jsonlRows(rules);
    const Rows jsonlIntact = joined({}, jsonl);
    QList<QByteArray> badLine = jsonl;
    badLine[r] = badLine[r].left(30) + '\n';
    QTest::newRow("JSONL with one bad line")
        << QStringLiteral("rows.jsonl") << joined({}, badLine).bytes << jsonlIntact.bytes << jsonlIntact.lines[r]
        << QStringList{QStringLiteral("expected one JSON object per line")};

    const QString real = testsupport::corpusFile(QStringLiteral("rulings/mtgjson3_M10.json"));
    const QByteArray rulings = testsupport::readAll(
        !real.isEmpty() && QFileInfo::exists(real) ? real : testsupport::testData(QStringLiteral("rulings/set-m99.json")));
    const QByteArray cutRulings = rulings.left(rulings.size() / 2);
    QTest::newRow("card rulings cut mid-array")
        << QStringLiteral("rulings.json") << cutRulings << QByteArray() << lastTextLine(QString::fromUtf8(cutRulings))
        << QStringList{QStringLiteral("not valid JSON"), QStringLiteral("breaks off"),
                       QStringLiteral("expected a set of cards")};
}

void TestDamagedInput::brokenRows()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, intact);
    QFETCH(int, line);
    QFETCH(QStringList, fragments);
    importers::ImportOptions options;
    options.date = QStringLiteral("2030-01-01"); // rows state no date
    if (!intact.isEmpty()) {
        // Undamaged, the same rows import: the damage is what is refused.
        const QString whole = write(QStringLiteral("whole-") + name, intact);
        QVERIFY(importers::readEdition(whole, options).rules.size() > 0);
    }
    expectRefused(import(write(name, bytes), options), name, line, fragments);
}

// ---- 8. HTML that never closes its tags -------------------------------------------------------

void TestDamagedInput::htmlThatNeverClosesItsTags_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<int>("line"); // of the error; 0 when the page must read as the original
    const QByteArray page = testsupport::readAll(testsupport::testData(QStringLiteral("html/rules.html")));
    QVERIFY(page.contains("</p>"));
    QString unclosed = QString::fromUtf8(page);
    unclosed.remove(QRegularExpression(QStringLiteral("</(?!title>|style>|script>)[a-z0-9]+>")));
    // Every end tag a browser can do without gone, <nav> and <footer> included: the parser
    // must read the same rules as from the page as published.
    QTest::newRow("all but title, style and script") << unclosed.toUtf8() << 0;
    // Without </title> the rest of the page is the title's text, in a browser as here:
    // refused, naming the tag and its line.
    QString none = QString::fromUtf8(page);
    none.remove(QRegularExpression(QStringLiteral("</[a-z0-9]+>")));
    QTest::newRow("every one") << none.toUtf8() << 1 + int(page.left(page.indexOf("<title>")).count('\n'));
}

void TestDamagedInput::htmlThatNeverClosesItsTags()
{
    QFETCH(QByteArray, html);
    QFETCH(int, line);
    QVERIFY(!html.contains("</p>"));
    const QString name = QStringLiteral("rules.html");
    const Attempt attempt = import(write(name, html));
    if (line > 0) {
        expectRefused(attempt, name, line, {QStringLiteral("<title> opens here and is never closed"),
                                            QStringLiteral("expected </title>")});
        return;
    }
    QVERIFY2(!attempt.error && attempt.otherFailure.isEmpty(),
             qPrintable(attempt.error ? attempt.error->toString() : attempt.otherFailure));
    const EditionData got = m_store->exportEdition(attempt.outcomes.front().result.edition);
    RulesStore scratch(QStringLiteral(":memory:"));
    importers::importFiles(scratch, {testsupport::testData(QStringLiteral("html/rules.html"))}, {});
    const EditionData want = scratch.exportEdition(scratch.editions().front());
    QCOMPARE(got.meta.date, want.meta.date);
    QCOMPARE(got.meta.flags, want.meta.flags);
    QCOMPARE(got.rules.size(), want.rules.size());
    for (size_t i = 0; i < want.rules.size(); ++i) {
        QCOMPARE(got.rules[i].number, want.rules[i].number);
        QCOMPARE(got.rules[i].text, want.rules[i].text);
        QCOMPARE(got.rules[i].examples, want.rules[i].examples);
    }
}

// ---- the command line, as a user runs it ------------------------------------------------------

CliRun TestDamagedInput::cli(const QStringList &args) const
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULEKEEPER_DB"), m_store->database().path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

void TestDamagedInput::commandLineRefuses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    const QByteArray marked = Utf8Bom + cp1252(m_text);
    const qsizetype firstHigh = std::find_if(marked.begin() + 3, marked.end(), [](char c) { return uchar(c) >= 0x80; }) - marked.begin();
    QTest::newRow("windows-1252 with a UTF-8 byte-order mark")
        << m_sourceName << marked << lineAtByte(marked.mid(3), firstHigh - 3) << QStringLiteral("not valid UTF-8");
    QTest::newRow("UTF-16 through a text filter")
        << m_sourceName << throughTextFilter("\xFF\xFE" + utf16(m_text, false), true, true) << 1
        << QStringLiteral("looks damaged");
    QTest::newRow("empty") << m_sourceName << QByteArray() << 0 << QStringLiteral("the file is empty");
    QTest::newRow("ZIP archive") << QStringLiteral("rules.zip") << zipped(m_bytes, m_sourceName.toUtf8()) << 0
                                 << QStringLiteral("compressed ZIP archive");
    const QByteArray header = damaged(QStringLiteral("before the first rule"));
    QTest::newRow("cut before the first rule") << m_sourceName << header << lastTextLine(QString::fromUtf8(header))
                                               << QStringLiteral("before its first numbered rule");
}

void TestDamagedInput::commandLineRefuses()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    const CliRun run = cli({QStringLiteral("import"), write(name, bytes)});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    const QString where = line > 0 ? QStringLiteral("%1:%2: ").arg(name).arg(line) : name + QStringLiteral(": ");
    QVERIFY2(run.err.startsWith(QStringLiteral("rulekeeper-cli: ") + where), qPrintable(run.err));
    QVERIFY2(run.err.contains(fragment), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("expected")), qPrintable(run.err));
    QVERIFY2(run.err.endsWith(QStringLiteral("Nothing was imported.\n")), qPrintable(run.err));
    expectUnchanged(m_before);
}

void TestDamagedInput::commandLineFlagsATruncatedDownload()
{
    const QByteArray bytes = damaged(QStringLiteral("mid-rule"));
    const CliRun run = cli({QStringLiteral("import"), QStringLiteral("--json"), write(m_sourceName, bytes)});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject e = QJsonDocument::fromJson(run.out.toUtf8()).array().at(0).toObject();
    QVERIFY2(e[QStringLiteral("flags")].toArray().contains(QStringLiteral("incomplete")), qPrintable(run.out));
    const QString warning = e[QStringLiteral("warnings")].toArray().at(0).toString();
    QVERIFY2(warning.startsWith(QStringLiteral("%1:%2: the file breaks off in the numbered rules, after 601.2b")
                                    .arg(m_sourceName)
                                    .arg(lastTextLine(QString::fromUtf8(bytes)))),
             qPrintable(warning));
    QCOMPARE(snapshot(*m_store).editions.size(), 2);
}

QTEST_GUILESS_MAIN(TestDamagedInput)
#include "tst_damagedinput.moc"

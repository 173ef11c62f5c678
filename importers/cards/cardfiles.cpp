#include "cardfiles.h"

#include "importerror.h"

#include <QFile>
#include <QLibrary>
#include <archive.h>
#include <archive_entry.h>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <simdjson.h>

namespace importers::cards {

namespace {

// libarchive's functions, resolved the first time a packed file is read: libarchive and
// the eight compression and XML libraries it brings cost every process that loads them
// some 2.4 million instructions of binding, and only a card download is ever packed.
struct LibArchive {
    decltype(&::archive_read_new) readNew = nullptr;
    decltype(&::archive_read_support_filter_all) supportFilterAll = nullptr;
    decltype(&::archive_read_support_format_all) supportFormatAll = nullptr;
    decltype(&::archive_read_support_format_raw) supportFormatRaw = nullptr;
    decltype(&::archive_read_open_filename) openFilename = nullptr;
    decltype(&::archive_read_next_header) nextHeader = nullptr;
    decltype(&::archive_read_data) readData = nullptr;
    decltype(&::archive_read_free) readFree = nullptr;
    decltype(&::archive_error_string) errorString = nullptr;
    decltype(&::archive_filter_bytes) filterBytes = nullptr;
    decltype(&::archive_entry_filetype) entryFiletype = nullptr;
    decltype(&::archive_entry_pathname) entryPathname = nullptr;
    decltype(&::archive_entry_size_is_set) entrySizeIsSet = nullptr;
    decltype(&::archive_entry_size) entrySize = nullptr;
    bool loaded = false;

    LibArchive()
    {
        // Never unloaded: an archive may be read again later in the process.
        QLibrary library(QStringLiteral(RULEKEEPER_LIBARCHIVE_SONAME));
        if (!library.load())
            return;
        const auto get = [&](auto &function, const char *name) {
            function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(library.resolve(name));
            return function != nullptr;
        };
        loaded = get(readNew, "archive_read_new") && get(supportFilterAll, "archive_read_support_filter_all")
                 && get(supportFormatAll, "archive_read_support_format_all")
                 && get(supportFormatRaw, "archive_read_support_format_raw")
                 && get(openFilename, "archive_read_open_filename") && get(nextHeader, "archive_read_next_header")
                 && get(readData, "archive_read_data") && get(readFree, "archive_read_free")
                 && get(errorString, "archive_error_string") && get(filterBytes, "archive_filter_bytes")
                 && get(entryFiletype, "archive_entry_filetype") && get(entryPathname, "archive_entry_pathname")
                 && get(entrySizeIsSet, "archive_entry_size_is_set") && get(entrySize, "archive_entry_size");
    }
};

const LibArchive &libArchive()
{
    static const LibArchive loaded;
    return loaded;
}

struct ArchiveCloser {
    void operator()(archive *a) const { libArchive().readFree(a); }
};
using ArchivePtr = std::unique_ptr<archive, ArchiveCloser>;

// Any archive format or compression libarchive knows; "raw" reads a compressed single
// file (a .json.gz) as one entry.
// Null when the file is no archive libarchive can open, or libarchive cannot be loaded.
ArchivePtr openArchive(const QString &path)
{
    const LibArchive &la = libArchive();
    if (!la.loaded)
        return nullptr;
    ArchivePtr a(la.readNew());
    la.supportFilterAll(a.get());
    la.supportFormatAll(a.get());
    la.supportFormatRaw(a.get());
    if (la.openFilename(a.get(), QFile::encodeName(path).constData(), 1 << 16) != ARCHIVE_OK)
        return nullptr;
    return a;
}

QString archiveError(archive *a)
{
    const char *message = libArchive().errorString(a);
    return message ? QString::fromUtf8(message) : QStringLiteral("unreadable data");
}

ImportError damaged(archive *a, const QString &displayName, const QString &entry)
{
    // archive_filter_bytes(-1): how far into the file itself the reader got.
    const qint64 offset = libArchive().filterBytes(a, -1);
    return ImportError(displayName, 0,
                       QStringLiteral("%1at byte %2 of the file: %3: expected a whole %4 as MTGJSON, Scryfall or "
                                      "Cockatrice serve it (a download cut short?)")
                           .arg(entry.isEmpty() ? QString() : QStringLiteral("in %1, ").arg(entry))
                           .arg(offset)
                           .arg(archiveError(a), QStringLiteral("archive")));
}

std::string readPlain(const QString &path, const QString &displayName, size_t limit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(displayName, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    const qint64 size = std::min<qint64>(file.size(), qint64(limit));
    std::string bytes;
    bytes.reserve(size_t(size) + jsonPadding());
    bytes.resize(size_t(size));
    if (file.read(bytes.data(), size) != size)
        throw ImportError(displayName, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    return bytes;
}

std::string rawHead(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(512);
    return std::string(head.constData(), size_t(head.size()));
}

} // namespace

size_t jsonPadding()
{
    return simdjson::SIMDJSON_PADDING;
}

bool isPacked(std::string_view head)
{
    const auto starts = [&](std::string_view magic) { return head.substr(0, magic.size()) == magic; };
    return starts("\x1f\x8b") || starts(std::string_view("\xfd" "7zXZ\0", 6)) || starts("BZh") || starts("PK\x03\x04")
           || starts("\x28\xb5\x2f\xfd") || starts("7z\xbc\xaf\x27\x1c")
           || (head.size() > 262 && head.substr(257, 5) == "ustar");
}

void forEachEntry(const QString &path, const QString &displayName, const std::function<void(CardFileEntry &)> &each)
{
    if (!isPacked(rawHead(path))) {
        CardFileEntry entry{displayName, readPlain(path, displayName, size_t(-1) / 2)};
        each(entry);
        return;
    }
    if (!libArchive().loaded)
        throw ImportError(displayName, 0, QStringLiteral("cannot unpack: libarchive (%1) is not installed")
                                              .arg(QStringLiteral(RULEKEEPER_LIBARCHIVE_SONAME)));
    const LibArchive &la = libArchive();
    ArchivePtr a = openArchive(path);
    if (!a)
        throw ImportError(displayName, 0, QStringLiteral("cannot open as an archive"));
    // Unpacking (xz is a good third of an import) runs on a thread of its own, a few entries
    // ahead of the readers that parse them: two cores do the two at once, and no more than
    // a few entries are ever in memory.
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<CardFileEntry> ready;
    bool unpacked = false, stop = false;
    std::exception_ptr failure;
    std::thread unpacker([&] {
        try {
            archive_entry *header = nullptr;
            for (;;) {
                const int rc = la.nextHeader(a.get(), &header);
                if (rc == ARCHIVE_EOF)
                    break;
                if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN)
                    throw damaged(a.get(), displayName, QString());
                // A raw (single compressed) file's entry has no type of its own.
                const auto type = la.entryFiletype(header);
                if (type != 0 && type != AE_IFREG)
                    continue;
                const char *entryName = la.entryPathname(header);
                CardFileEntry entry;
                entry.name = entryName && QByteArrayView(entryName) != "data" ? QString::fromUtf8(entryName) : displayName;
                if (la.entrySizeIsSet(header))
                    entry.bytes.reserve(size_t(la.entrySize(header)) + jsonPadding());
                char buffer[1 << 16];
                for (;;) {
                    const la_ssize_t n = la.readData(a.get(), buffer, sizeof buffer);
                    if (n < 0)
                        throw damaged(a.get(), displayName, entry.name);
                    if (n == 0)
                        break;
                    entry.bytes.append(buffer, size_t(n));
                }
                entry.bytes.reserve(entry.bytes.size() + jsonPadding());
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return ready.size() < 3 || stop; });
                if (stop)
                    return;
                ready.push_back(std::move(entry));
                changed.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            failure = std::current_exception();
        }
        const std::lock_guard lock(mutex);
        unpacked = true;
        changed.notify_all();
    });
    const auto finish = [&] {
        {
            const std::lock_guard lock(mutex);
            stop = true;
        }
        changed.notify_all();
        unpacker.join();
    };
    try {
        for (;;) {
            CardFileEntry entry;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return !ready.empty() || unpacked; });
                if (ready.empty())
                    break;
                entry = std::move(ready.front());
                ready.pop_front();
            }
            changed.notify_all();
            each(entry);
        }
    } catch (...) {
        finish();
        throw;
    }
    finish();
    if (failure)
        std::rethrow_exception(failure);
}

std::string headOf(const QString &path, size_t bytes)
{
    const std::string raw = rawHead(path);
    if (!isPacked(raw)) {
        try {
            return readPlain(path, QString(), bytes);
        } catch (const ImportError &) {
            return {};
        }
    }
    ArchivePtr a = openArchive(path);
    if (!a)
        return {};
    const LibArchive &la = libArchive();
    archive_entry *header = nullptr;
    while (la.nextHeader(a.get(), &header) == ARCHIVE_OK) {
        const auto type = la.entryFiletype(header);
        if (type != 0 && type != AE_IFREG)
            continue;
        std::string out(bytes, '\0');
        size_t have = 0;
        while (have < bytes) {
            const la_ssize_t n = la.readData(a.get(), out.data() + have, bytes - have);
            if (n <= 0)
                break;
            have += size_t(n);
        }
        out.resize(have);
        // A placeholder (an empty or blank entry) says nothing of the shape: the next one.
        if (out.find_first_not_of(" \t\r\n") != std::string::npos)
            return out;
    }
    return {};
}

ImportError errorAt(const QString &file, const QString &entry, const std::string &bytes, size_t offset,
                    const QString &problem, const QString &expected)
{
    offset = std::min(offset, bytes.size());
    const int line = 1 + int(std::count(bytes.begin(), bytes.begin() + qsizetype(offset), '\n'));
    const QString in = entry == file ? QString() : QStringLiteral("in %1, line %2, ").arg(entry).arg(line);
    // The parsers end their messages with a full stop ("… never closed."): not before a colon.
    QString said = problem.trimmed();
    if (said.endsWith(u'.'))
        said.chop(1);
    return ImportError(file, entry == file ? line : 0,
                       QStringLiteral("%1at byte %2: %3: expected %4").arg(in).arg(offset).arg(said, expected));
}

} // namespace importers::cards

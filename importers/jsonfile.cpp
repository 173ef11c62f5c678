#include "jsonfile.h"

#include "importerror.h"

#include <QJsonParseError>
#include <algorithm>

namespace importers {
namespace {

int lineAt(const QByteArray &utf8, qsizetype offset)
{
    const qsizetype at = std::clamp<qsizetype>(offset, 0, utf8.size());
    return 1 + int(std::count(utf8.constBegin(), utf8.constBegin() + at, '\n'));
}

// Where the text ends, trailing white space left out.
qsizetype textEnd(const QByteArray &utf8)
{
    qsizetype end = utf8.size();
    while (end > 0 && QChar::isSpace(uchar(utf8[end - 1])))
        --end;
    return end;
}

// Whether the parser ran out of text in the middle of a value: a file that breaks off
// (a download cut short) rather than one with a mistake in it.
bool brokeOff(const QJsonParseError &error, const QByteArray &utf8)
{
    switch (error.error) {
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::UnterminatedString:
    case QJsonParseError::TerminationByNumber:
        return error.offset >= textEnd(utf8);
    default:
        return false;
    }
}

} // namespace

QJsonDocument parseJsonFile(const QByteArray &utf8, const QString &fileName, const QString &expected)
{
    QJsonParseError error{};
    QJsonDocument doc = QJsonDocument::fromJson(utf8, &error);
    if (error.error == QJsonParseError::NoError)
        return doc;
    if (brokeOff(error, utf8))
        throw ImportError(fileName, lineAt(utf8, textEnd(utf8) - 1),
                          QStringLiteral("not valid JSON: the file breaks off here, inside an unfinished "
                                         "value (%1); expected %2")
                              .arg(error.errorString(), expected));
    throw ImportError(fileName, lineAt(utf8, error.offset),
                      QStringLiteral("not valid JSON (%1): expected %2").arg(error.errorString(), expected));
}

} // namespace importers

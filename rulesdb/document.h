#pragma once
// The documents a judge reads, each versioned in editions of its own: the Comprehensive
// Rules, the Magic Tournament Rules (before 2009 the DCI Floor Rules), the Infraction
// Procedure Guide and Judging at Regular REL; and the Oracle cards, whose editions are
// snapshots of card files (cards/cardstore.h).

#include <QString>
#include <QStringView>
#include <optional>

namespace rulesdb {

enum class Document { CR, MTR, IPG, JAR, Cards };

// "cr", "mtr", "ipg", "jar", "cards": what the database stores and the command line takes.
QString documentName(Document document);
std::optional<Document> documentNamed(QStringView name); // case-insensitive
// "Comprehensive Rules", "Magic Tournament Rules", ...: as a judge names it.
QString documentTitle(Document document);

} // namespace rulesdb

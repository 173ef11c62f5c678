#pragma once
// The SHA-256 of a source file's bytes, its identity in the database.

#include <QByteArray>
#include <QByteArrayView>

class QIODevice;

namespace importers {

// Lower-case hex. OpenSSL's SHA-256 (several times faster than Qt's portable one, and
// hashing the bytes is a good part of an import) is loaded the first time a file is hashed,
// so the commands that import nothing never pay for loading it; without it, Qt's gives the
// same digest.
QByteArray sha256Hex(QByteArrayView bytes);

// The same of what is left to read from `device`, read in pieces (card downloads run to
// hundreds of megabytes, never held whole). Empty when the device fails to read.
QByteArray sha256Hex(QIODevice &device);

} // namespace importers

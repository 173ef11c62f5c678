#include "cockatricereader.h"

#include <QDate>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace importers::cards {

namespace {

const QString kExpected = QStringLiteral("a Cockatrice card database (<cockatrice_carddatabase> with <cards>)");

// The YYYY-MM-DD a <createdAt> ("2023-06-15 00:55:03 (UTC)") or <sourceVersion>
// ("20260805b") begins with.
QString dateIn(const QString &stated)
{
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-?(\\d\\d)-?(\\d\\d)"));
    const auto m = iso.match(stated.trimmed());
    if (!m.hasMatch())
        return {};
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

struct XmlCard {
    QString name, text, type, manaCost, pt, loyalty, layout;
    QStringList sets;
    bool token = false;
};

void addCard(const XmlCard &c, CardCollector &into)
{
    if (c.name.isEmpty())
        return;
    const QStringList names = c.name.split(QStringLiteral(" // "));
    const QStringList types = c.type.split(QStringLiteral(" // "));
    const QStringList costs = c.manaCost.split(QStringLiteral(" // "));
    const QStringList texts = c.text.split(QStringLiteral("\n---\n"));
    for (qsizetype i = 0; i < names.size(); ++i) {
        Printing p;
        p.name = c.name;
        p.side = names.size() > 1 ? QString(QChar(u'a' + char16_t(i))) : QString();
        p.layout = !c.layout.isEmpty() ? c.layout : names.size() == 1 ? QStringLiteral("normal") : QString();
        p.kind = cardKind(p.layout, c.name, c.token, false, false);
        p.face.name = names[i].trimmed();
        p.face.typeLine = types.value(names.size() == types.size() ? i : 0).trimmed();
        p.face.manaCost = bracedManaCost(costs.value(names.size() == costs.size() ? i : 0).trimmed());
        // A multi-face entry's text, when there is one, is split by the generator's
        // "---" line; else it is the first face's.
        if (names.size() == 1 || texts.size() == names.size())
            p.face.text = texts.value(i).trimmed();
        if (i == 0 || names.size() == 1) {
            const qsizetype slash = c.pt.indexOf(u'/');
            if (slash > 0) {
                p.face.power = c.pt.left(slash).trimmed();
                p.face.toughness = c.pt.mid(slash + 1).trimmed();
            }
            p.face.loyalty = c.loyalty;
        }
        p.sets = c.sets;
        into.add(std::move(p));
    }
}

} // namespace

bool looksLikeCockatrice(std::string_view head)
{
    return head.find("<cockatrice_carddatabase") != std::string_view::npos;
}

QString bracedManaCost(QStringView cost)
{
    QString out;
    for (qsizetype i = 0; i < cost.size();) {
        const QChar c = cost[i];
        if (c == u'{') {
            const qsizetype end = cost.indexOf(u'}', i);
            const qsizetype stop = end < 0 ? cost.size() : end + 1;
            out += cost.mid(i, stop - i);
            i = stop;
        } else if (c.isDigit()) {
            qsizetype end = i;
            while (end < cost.size() && cost[end].isDigit())
                ++end;
            out += u'{' + cost.mid(i, end - i).toString() + u'}';
            i = end;
        } else if (c.isSpace()) {
            ++i;
        } else if (i + 2 < cost.size() && cost[i + 1] == u'/') {
            out += u'{' + cost.mid(i, 3).toString() + u'}';
            i += 3;
        } else {
            out += u'{' + QString(c) + u'}';
            ++i;
        }
    }
    return out;
}

QString readCockatrice(CardFileEntry &entry, const QString &file, CardCollector &into)
{
    QXmlStreamReader xml(QByteArray::fromRawData(entry.bytes.data(), qsizetype(entry.bytes.size())));
    QString date;
    bool sawDatabase = false;
    XmlCard card;
    rulesdb::CardSet set;
    bool inCard = false, inSet = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QStringView name = xml.name();
            if (name == u"cockatrice_carddatabase") {
                sawDatabase = true;
            } else if (name == u"createdAt" || name == u"sourceVersion") {
                const QString stated = dateIn(xml.readElementText());
                if (date.isEmpty())
                    date = stated;
            } else if (name == u"card") {
                card = XmlCard{};
                inCard = true;
            } else if (inCard) {
                if (name == u"name")
                    card.name = xml.readElementText().trimmed();
                else if (name == u"text")
                    card.text = xml.readElementText().trimmed();
                else if (name == u"type") // the generator writes the type line's dash as a hyphen
                    card.type = xml.readElementText().trimmed().replace(QStringLiteral(" - "), QStringLiteral(" — "));
                else if (name == u"manacost")
                    card.manaCost = xml.readElementText().trimmed();
                else if (name == u"pt")
                    card.pt = xml.readElementText().trimmed();
                else if (name == u"loyalty")
                    card.loyalty = xml.readElementText().trimmed();
                else if (name == u"layout")
                    card.layout = xml.readElementText().trimmed();
                else if (name == u"token")
                    card.token = xml.readElementText().trimmed() == u"1";
                else if (name == u"set")
                    card.sets << xml.readElementText().trimmed();
            } else if (name == u"set") {
                set = rulesdb::CardSet{};
                inSet = true;
            } else if (inSet) {
                if (name == u"name")
                    set.code = xml.readElementText().trimmed();
                else if (name == u"longname")
                    set.name = xml.readElementText().trimmed();
                else if (name == u"releasedate")
                    set.released = dateIn(xml.readElementText());
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == u"card" && inCard) {
                addCard(card, into);
                inCard = false;
            } else if (xml.name() == u"set" && inSet) {
                into.addSet(set);
                inSet = false;
            }
        }
    }
    if (xml.hasError())
        throw errorAt(file, entry.name, entry.bytes, size_t(xml.characterOffset()), xml.errorString(), kExpected);
    if (!sawDatabase)
        throw errorAt(file, entry.name, entry.bytes, 0, QStringLiteral("no <cockatrice_carddatabase>"), kExpected);
    return date;
}

} // namespace importers::cards

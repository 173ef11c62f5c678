<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>%1 kann nicht aus der mitgelieferten Beispieldatenbank angelegt werden.</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="17"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="20"/>
        <source>Lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="22"/>
        <source>Edition </source>
        <translation>Ausgabe </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="28"/>
        <source>Rule number, e.g. 702.19b  (Ctrl+L)</source>
        <translation>Regelnummer, z. B. 702.19b  (Strg+L)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="38"/>
        <source>Look up a rule</source>
        <translation>Regel nachschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="39"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="55"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n Ausgabe in %1</numerusform>
            <numerusform>%n Ausgaben in %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="58"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Diese Datenbank enthält noch keine Ausgabe. Importieren Sie eine mit rulekeeper-cli import DATEI.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="60"/>
        <source>Type a rule number (Ctrl+L) and press Enter.</source>
        <translation>Geben Sie eine Regelnummer ein (Strg+L) und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="62"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Die Regeldatenbank kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>&quot;%1&quot; is not a rule number</source>
        <translation>„%1“ ist keine Regelnummer</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="126"/>
        <source>Rule %1 is not in the %2 edition</source>
        <translation>Regel %1 steht nicht in der Ausgabe vom %2</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="132"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="69"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Umfassende Regeln, gültig ab %1</translation>
    </message>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="82"/>
        <source>Example: </source>
        <translation>Beispiel: </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="21"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Nachschlagewerk für die Umfassenden Regeln von Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="25"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Datenbankdatei (Standard: RULEKEEPER_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Open at this rule.</source>
        <translation>Mit dieser Regel öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="31"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Datum der Ausgabe (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Ein Bild des Fensters in dieser Datei speichern und beenden.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>No se puede crear %1 a partir de la base de datos de ejemplo incluida.</translation>
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
        <translation>Consulta</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="22"/>
        <source>Edition </source>
        <translation>Edición </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="28"/>
        <source>Rule number, e.g. 702.19b  (Ctrl+L)</source>
        <translation>Número de regla, p. ej. 702.19b  (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="38"/>
        <source>Look up a rule</source>
        <translation>Consultar una regla</translation>
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
            <numerusform>%n edición en %1</numerusform>
            <numerusform>%n ediciones en %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="58"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Esta base de datos aún no tiene ediciones. Importe una con rulekeeper-cli import ARCHIVO.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="60"/>
        <source>Type a rule number (Ctrl+L) and press Enter.</source>
        <translation>Escriba un número de regla (Ctrl+L) y pulse Intro.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="62"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>No se puede abrir la base de datos de reglas:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>&quot;%1&quot; is not a rule number</source>
        <translation>«%1» no es un número de regla</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="126"/>
        <source>Rule %1 is not in the %2 edition</source>
        <translation>La regla %1 no está en la edición del %2</translation>
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
        <translation>Reglas completas, vigentes desde %1</translation>
    </message>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="82"/>
        <source>Example: </source>
        <translation>Ejemplo: </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="21"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Referencia de las Reglas completas de Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="25"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Archivo de base de datos (por defecto: RULEKEEPER_DB o la carpeta de datos del usuario).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Open at this rule.</source>
        <translation>Abrir en esta regla.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="31"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Fecha de la edición (AAAA-MM-DD).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Guardar una imagen de la ventana en este archivo y salir.</translation>
    </message>
</context>
</TS>

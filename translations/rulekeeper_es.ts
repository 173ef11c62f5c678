<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="+20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>No se puede crear %1 a partir de la base de datos de ejemplo incluida.</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/helpdialog.cpp" line="+13"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type anywhere</source>
        <translation>Escribir en cualquier lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Empezar una consulta con lo que escribe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Consultar; en los resultados, abrir la regla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Flecha abajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the search box to its results</source>
        <translation>Del cuadro de búsqueda a sus resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse back / forward buttons</source>
        <translation>Botones atrás / adelante del ratón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back / Forward</source>
        <translation>Atrás / Adelante</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Acción</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/lookupcompleter.cpp" line="+58"/>
        <source>%1 — rule %2</source>
        <translation>%1 — regla %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — glosario</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+43"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lookup</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location line="-24"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n edición en %1</numerusform>
            <numerusform>%n ediciones en %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edition</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation>Número de regla, palabra clave o término del glosario, p. ej. 702.19b o estímulo  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Esta base de datos aún no tiene ediciones. Importe una con rulekeeper-cli import ARCHIVO.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Escriba un número de regla, una palabra clave o un término del glosario (Ctrl+L) y pulse Intro.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look up a rule</source>
        <translation>&amp;Consultar una regla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the &amp;edition</source>
        <translation>Elegir la &amp;edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>&amp;Copiar la cita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Search the rules</source>
        <translation>&amp;Buscar en las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table of contents</source>
        <translation>Í&amp;ndice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Nada se llama «%1»; se busca en las reglas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>El término «%1» no está en el glosario de esta edición (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glosario, %1 (vigente desde %2): %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>La regla %1 no está en esta edición (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (vigente desde %2): %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 no está en esta edición.</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>No se puede abrir la base de datos de reglas:
%1</translation>
    </message>
    <message>
        <location line="+185"/>
        <location line="+17"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="+94"/>
        <source>Example:</source>
        <translation>Ejemplo:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[incompleta: la fuente cortó esta regla]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text in force since %1 (dated by its source)</source>
        <translation>Texto vigente desde %1 (fechado por su fuente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1</source>
        <translation>Texto vigente desde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation>Texto vigente desde %1 o antes (la edición más antigua aquí)</translation>
    </message>
    <message>
        <location line="+111"/>
        <location line="+72"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Reglas completas, vigentes desde %1</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Cited by:</source>
        <translation>Citada por:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (glossary)</source>
        <translation>%1 (glosario)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Resolución de carta (%n)</numerusform>
            <numerusform>Resoluciones de cartas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/searchpanel.cpp" line="+26"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Buscar en las reglas  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This edition</source>
        <translation>Esta edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All editions</source>
        <translation>Todas las ediciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examples only</source>
        <translation>Solo ejemplos</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No rule matches “%1”.</source>
        <translation>Ninguna regla coincide con «%1».</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="+24"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n edición, de %1 a %2</numerusform>
            <numerusform>%n ediciones, de %1 a %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>example</source>
        <translation>ejemplo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>glossary</source>
        <translation>glosario</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+34"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Referencia de las Reglas completas de Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Archivo de base de datos (por defecto: RULEKEEPER_DB o la carpeta de datos del usuario).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open at this rule.</source>
        <translation>Abrir en esta regla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Fecha de la edición (AAAA-MM-DD).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Guardar una imagen de la ventana en este archivo y salir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>Abrir el panel de búsqueda con esta consulta.</translation>
    </message>
</context>
</TS>

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
    <name>gui::Changes</name>
    <message>
        <location filename="../app/gui/changetitles.cpp" line="+11"/>
        <source>first seen</source>
        <translation>primera aparición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typography only</source>
        <translation>solo tipografía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited numbers renumbered</source>
        <translation>números citados renumerados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reworded</source>
        <translation>reformulada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered</source>
        <translation>renumerada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered and reworded</source>
        <translation>renumerada y reformulada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation>dividida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged</source>
        <translation>fusionada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added</source>
        <translation>añadida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>eliminada</translation>
    </message>
</context>
<context>
    <name>gui::ComparePane</name>
    <message>
        <location filename="../app/gui/comparepane.cpp" line="+17"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Glossary entries are not shown side by side: their terms differ from one language to another. Rules are, by number.</source>
        <translation>Las entradas del glosario no se muestran lado a lado: sus términos cambian de un idioma a otro. Las reglas sí, por número.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No other language has the %1 edition. Import a translation of it (Rules › Import) to read the two side by side.</source>
        <translation>Ningún otro idioma tiene la edición del %1. Importe una traducción de ella (Reglas › Importar) para leer las dos lado a lado.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule %1 is not in the %2 edition in this language (%3).</source>
        <translation>La regla %1 no está en la edición del %2 en este idioma (%3).</translation>
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
    <name>gui::HistoryPanel</name>
    <message>
        <location filename="../app/gui/historypanel.cpp" line="+45"/>
        <source>The history cannot be read: %1</source>
        <translation>No se puede leer el historial: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule %1 has no history in the editions here.</source>
        <translation>La regla %1 no tiene historial en estas ediciones.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No longer in the rules.</source>
        <translation>Ya no está en las reglas.</translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message>
        <location filename="../app/gui/importdialog.cpp" line="+38"/>
        <source>Official CR text</source>
        <translation>Texto oficial de las RC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV rows</source>
        <translation>Filas CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON rows</source>
        <translation>Filas JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON Lines rows</source>
        <translation>Filas JSON Lines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset viewer rows</source>
        <translation>Filas de un visor de conjuntos de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CR as JSON</source>
        <translation>RC en JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book page</source>
        <translation>Página de libro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML page</source>
        <translation>Página HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text copy of a web page</source>
        <translation>Copia en texto de una página web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reStructuredText</source>
        <translation>reStructuredText</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dated rulings</source>
        <translation>Resoluciones fechadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card rulings</source>
        <translation>Resoluciones de cartas</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+125"/>
        <source>Import rules</source>
        <translation>Importar reglas</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Official CR text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings. The shape of each file is recognised from its content; the pages of one book given together become one edition.</source>
        <translation>Archivos de texto oficiales de las RC, filas (CSV, JSON, JSON Lines), páginas HTML, páginas de libro, resoluciones fechadas y resoluciones de cartas. La forma de cada archivo se reconoce por su contenido; las páginas de un libro dadas juntas forman una sola edición.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add files…</source>
        <translation>&amp;Añadir archivos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recognise from the content</source>
        <translation>Reconocer por el contenido</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>as each file states</source>
        <translation>según indica cada archivo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>from each file’s text</source>
        <translation>según el texto de cada archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An &amp;excerpt: the files hold only part of the rules</source>
        <translation>Un &amp;extracto: los archivos contienen solo parte de las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;place an edition of the same date and language</source>
        <translation>&amp;Reemplazar una edición de la misma fecha e idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Rules files (*.txt *.csv *.json *.jsonl *.html *.htm *.rst);;All files (*)</source>
        <translation>Archivos de reglas (*.txt *.csv *.json *.jsonl *.html *.htm *.rst);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not recognised</source>
        <translation>no reconocido</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+155"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n regla</numerusform>
            <numerusform>%n reglas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-155"/>
        <location line="+156"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n ejemplo</numerusform>
            <numerusform>%n ejemplos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-154"/>
        <location line="+155"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n término del glosario</numerusform>
            <numerusform>%n términos del glosario</numerusform>
        </translation>
    </message>
    <message>
        <location line="-151"/>
        <source>in %1</source>
        <comment>the language the rules are written in, e.g. in zh</comment>
        <translation>en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n resolución de carta</numerusform>
            <numerusform>%n resoluciones de cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add the files to import, or drop them here.</source>
        <translation>Añada los archivos que importar, o suéltelos aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date must be a day of the form YYYY-MM-DD, such as 2024-07-30.</source>
        <translation>La fecha debe ser un día de la forma AAAA-MM-DD, como 2024-07-30.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the files…</source>
        <translation>Leyendo los archivos…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be imported (see its row); remove it to import the others.</source>
        <translation>%1 no se puede importar (vea su fila); quítelo para importar los demás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which edition it is: give its date above.</source>
        <translation>%1 no dice qué edición es: indique su fecha arriba.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>none stated</source>
        <translation>no indicada</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>Listo para importar %n archivo.</numerusform>
            <numerusform>Listo para importar %n archivos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Importación cancelada: no se guardó nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was stored: %1</source>
        <translation>No se guardó nada: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1: %n resolución de carta  (%2)</numerusform>
            <numerusform>%1: %n resoluciones de cartas  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1: %n resolución de carta, ya importada  (%2)</numerusform>
            <numerusform>%1: %n resoluciones de cartas, ya importadas  (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2: %3, %4, %5%6  (%7)</source>
        <translation>%1 %2: %3, %4, %5%6  (%7)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: already imported as %2 (%3)</source>
        <translation>%1: ya importado como %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n advertencia:</numerusform>
            <numerusform>%n advertencias:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported.</source>
        <translation>Importado.</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/lookupcompleter.cpp" line="+53"/>
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
        <location filename="../app/gui/mainwindow.cpp" line="+54"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookup</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This database has no editions yet. Import one with Rules › Import (Ctrl+O), or drop its file on this window.</source>
        <translation>Esta base de datos aún no tiene ediciones. Importe una con Reglas › Importar (Ctrl+O), o suelte su archivo en esta ventana.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location line="-24"/>
        <location line="+482"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n edición en %1</numerusform>
            <numerusform>%n ediciones en %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-590"/>
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
        <location line="+34"/>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+479"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Escriba un número de regla, una palabra clave o un término del glosario (Ctrl+L) y pulse Intro.</translation>
    </message>
    <message>
        <location line="-462"/>
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
        <source>Rules in force on a &amp;date…</source>
        <translation>Reglas vigentes en una &amp;fecha…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force on a date</source>
        <translation>Reglas vigentes en una fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date (YYYY-MM-DD), e.g. of a tournament:</source>
        <translation>Fecha (AAAA-MM-DD), p. ej. de un torneo:</translation>
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
        <source>&amp;Import rules files…</source>
        <translation>&amp;Importar archivos de reglas…</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>&amp;History of this rule</source>
        <translation>&amp;Historial de esta regla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
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
        <source>Side by side with another &amp;language</source>
        <translation>Al lado de otro &amp;idioma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>“%1” is not a date of the form YYYY-MM-DD.</source>
        <translation>«%1» no es una fecha de la forma AAAA-MM-DD.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No edition here was in force on %1.</source>
        <translation>Ninguna edición de aquí estaba vigente el %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules in force on %1: the edition effective %2.</source>
        <translation>Reglas vigentes el %1: la edición vigente desde %2.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rule %1 of %2 is rule %3 in %4.</source>
        <translation>La regla %1 de %2 es la regla %3 en %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 did not exist yet in %3: it first appears in the edition of %4.</source>
        <translation>La regla %1 de %2 aún no existía en %3: aparece por primera vez en la edición del %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 is no longer in %3: it was removed in the edition of %4.</source>
        <translation>La regla %1 de %2 ya no está en %3: se eliminó en la edición del %4.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The history of the rule shown appears here.</source>
        <translation>Aquí aparece el historial de la regla mostrada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Linking the editions…</source>
        <translation>Enlazando las ediciones…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Nada se llama «%1»; se busca en las reglas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>El término «%1» no está en el glosario de esta edición (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+7"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (vigente desde %2): %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 no está en esta edición.</translation>
    </message>
    <message>
        <location line="-385"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>No se puede abrir la base de datos de reglas:
%1</translation>
    </message>
    <message>
        <location line="+314"/>
        <location line="+19"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="+88"/>
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
        <location filename="../app/gui/searchpanel.cpp" line="+28"/>
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
        <location line="+100"/>
        <source>No rule matches “%1”.</source>
        <translation>Ninguna regla coincide con «%1».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Did you mean &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>¿Quiso decir &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did you mean %1?</source>
        <translation>¿Quiso decir %1?</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="+25"/>
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
        <location filename="../app/gui/main.cpp" line="+27"/>
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
        <location line="+3"/>
        <source>Open the edition in force on this date (YYYY-MM-DD).</source>
        <translation>Abrir la edición vigente en esta fecha (AAAA-MM-DD).</translation>
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
    <message>
        <location line="+3"/>
        <source>Open the history panel of the rule.</source>
        <translation>Abrir el historial de la regla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules files to import (opens the import dialog).</source>
        <translation>Archivos de reglas que importar (abre el diálogo de importación).</translation>
    </message>
</context>
</TS>

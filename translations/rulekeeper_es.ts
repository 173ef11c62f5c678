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
    <message>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation type="vanished">Esta base de datos no contiene ningún %1 (%2): importe uno para leerlo.</translation>
    </message>
    <message>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation type="vanished">Ningún %1 de aquí estaba en vigor el %2, la fecha de las reglas leídas.</translation>
    </message>
    <message>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation type="vanished">El %1 del %2 no tiene la sección «%3».</translation>
    </message>
    <message>
        <source>%1, effective %2</source>
        <translation type="vanished">%1, en vigor desde %2</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="vanished">Penalización</translation>
    </message>
    <message>
        <source>In this section</source>
        <translation type="vanished">En esta sección</translation>
    </message>
</context>
<context>
    <name>gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/dialogs/aboutdialog.cpp" line="+38"/>
        <source>About Rulekeeper</source>
        <translation>Acerca de Rulekeeper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rulekeeper %1</source>
        <translation>Rulekeeper %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rules reference for Magic: The Gathering judges, built with Qt %1.</source>
        <translation>Una referencia de las reglas para jueces de Magic: The Gathering, creada con Qt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database holds no editions yet.</source>
        <translation>La base de datos aún no contiene ediciones.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Newest edition of each document:</source>
        <translation>Edición más reciente de cada documento:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gui::BookmarksPanel</name>
    <message>
        <location filename="../app/gui/panels/bookmarkspanel.cpp" line="+18"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit &amp;note…</source>
        <translation>Editar la &amp;nota…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (glossary)</source>
        <translation>%1 (glosario)</translation>
    </message>
</context>
<context>
    <name>gui::CardContents</name>
    <message>
        <location filename="../app/gui/cards/cardcontents.cpp" line="+25"/>
        <source>Filter cards</source>
        <translation>Filtrar cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the cards whose name holds these letters (accents and punctuation left out), or the card of a judges&apos; nickname</source>
        <translation>Conserva las cartas cuyo nombre contiene estas letras (sin tildes ni puntuación), o la carta de un apodo que usan los jueces</translation>
    </message>
</context>
<context>
    <name>gui::CardListModel</name>
    <message>
        <location filename="../app/gui/cards/cardlistmodel.cpp" line="+163"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) under %1</source>
        <translation>
            <numerusform>%n carta bajo %1</numerusform>
            <numerusform>%n cartas bajo %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — an Alchemy card (digital only)</source>
        <translation>%1 — una carta de Alchemy (solo digital)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — an Un-card (not for tournament play)</source>
        <translation>%1 — una carta Un (no válida en torneos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — a token</source>
        <translation>%1 — una ficha</translation>
    </message>
</context>
<context>
    <name>gui::CardPageView</name>
    <message>
        <location filename="../app/gui/cards/cardpage.cpp" line="+130"/>
        <source>An Alchemy card, rebalanced for digital play: not the paper card of that name.</source>
        <translation>Una carta de Alchemy, reequilibrada para el juego digital: no es la carta en papel de ese nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Un-card or playtest card: not legal in sanctioned tournaments.</source>
        <translation>Una carta «Un» o de prueba: no es legal en torneos sancionados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token.</source>
        <translation>Una ficha.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wizards of the Coast ruling</source>
        <translation>Ruling de Wizards of the Coast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall note, not an official ruling</source>
        <translation>Nota de Scryfall, no es un ruling oficial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 note, not an official ruling</source>
        <translation>Nota de %1, no es un ruling oficial</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oracle text as of %1</source>
        <translation>Texto de Oracle a %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loyalty %1</source>
        <translation>Lealtad %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense %1</source>
        <translation>Defensa %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules it invokes (Comprehensive Rules, effective %1)</source>
        <translation>Reglas que invoca (Comprehensive Rules, vigentes desde %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No rulings up to %1.</source>
        <translation>Ningún ruling hasta %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rulings (%n)</source>
        <translation>
            <numerusform>Rulings (%n)</numerusform>
            <numerusform>Rulings (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Earlier Oracle text</source>
        <translation>Texto de Oracle anterior</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 until %2</source>
        <translation>Del %1 al %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sets</source>
        <translation>Colecciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>gui::CardsDocument</name>
    <message>
        <location filename="../app/gui/cards/cardsdocument.cpp" line="+15"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This database holds no cards: import a card file (MTGJSON, Scryfall or Cockatrice) to read them.</source>
        <translation>Esta base de datos no tiene cartas: importa un archivo de cartas (MTGJSON, Scryfall o Cockatrice) para leerlas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card snapshot up to %1 holds “%2”.</source>
        <translation>Ninguna instantánea de las cartas hasta %1 contiene «%2».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card is named “%1”.</source>
        <translation>Ninguna carta se llama «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Ninguna carta se llama «%1». Las más parecidas: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (Oracle text as of %2): %3</source>
        <translation>%1 (texto de Oracle a %2): %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Oracle text as of %2)</source>
        <translation>%1 (texto de Oracle a %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards are read in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Las cartas se leen solo en inglés: no se muestra nada al lado. Las reglas sí, por número.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Oracle text as of %1</source>
        <translation>Texto de Oracle a %1</translation>
    </message>
</context>
<context>
    <name>gui::Changes</name>
    <message>
        <location filename="../app/gui/diff/changetitles.cpp" line="+11"/>
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
        <location filename="../app/gui/panels/comparepane.cpp" line="+18"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Glossary entries are not shown side by side: their terms differ from one language to another. Rules are, by number.</source>
        <translation>Las entradas del glosario no se muestran lado a lado: sus términos cambian de un idioma a otro. Las reglas sí, por número.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The tournament documents (MTR, IPG, JAR) are kept in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Los documentos de torneo (MTR, IPG, JAR) solo se guardan en inglés: no se muestra nada a su lado. Las reglas sí, por número.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule in the other language cannot be read: %1</source>
        <translation>No se puede leer la regla en el otro idioma: %1</translation>
    </message>
    <message>
        <location line="+17"/>
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
    <name>gui::DiffDocument</name>
    <message>
        <location filename="../app/gui/diff/diffdocument.cpp" line="+192"/>
        <source>%1% of the words the same</source>
        <translation>%1 % de las palabras iguales</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes of the Oracle text from the cards as of %1 to the cards as of %2</source>
        <translation>Cambios del texto de Oracle de las cartas a %1 a las cartas a %2</translation>
    </message>
    <message>
        <source>Comprehensive Rules: %1 → %2</source>
        <translation type="vanished">Reglas completas: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changes from the edition effective %1 (%2) to the one effective %3 (%4)</source>
        <translation>Cambios de la edición vigente desde %1 (%2) a la vigente desde %3 (%4)</translation>
    </message>
</context>
<context>
    <name>gui::DiffModel</name>
    <message>
        <location filename="../app/gui/diff/diffmodel.cpp" line="+197"/>
        <source>Old</source>
        <translation>Antigua</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
</context>
<context>
    <name>gui::DiffView</name>
    <message>
        <location filename="../app/gui/diff/diffview.cpp" line="+83"/>
        <location line="+470"/>
        <source>Compare editions — Rulekeeper</source>
        <translation>Comparar ediciones — Rulekeeper</translation>
    </message>
    <message>
        <location line="-459"/>
        <source>&amp;From</source>
        <translation>&amp;Desde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;to</source>
        <translation>&amp;hasta</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+414"/>
        <source>Filter: a rule number (702.1) or words  (Ctrl+F)</source>
        <translation>Filtro: un número de regla (702.1) o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-413"/>
        <location line="+414"/>
        <source>Filter: a rule number or words  (Ctrl+F)</source>
        <translation>Filtro: un número de regla o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter: a section number or words  (Ctrl+F)</source>
        <translation>Filtro: un número de sección o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-418"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter  (Ctrl+F)</source>
        <translation>Filtro  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-422"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>&amp;Side by side</source>
        <translation>&amp;Lado a lado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Inline</source>
        <translation>&amp;Integrado</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Words:</source>
        <translation>Palabras:</translation>
    </message>
    <message>
        <location line="+340"/>
        <source>Enter: show the rule in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Intro: mostrar la regla en la ventana principal · Ctrl+F: filtrar · Ctrl+P: imprimir · Esc: cerrar</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Comparing…</source>
        <translation>Comparando…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Comparing %1 with %2…</source>
        <translation>Comparando %1 con %2…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>These editions cannot be compared: %1</source>
        <translation>Estas ediciones no se pueden comparar: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 %2</source>
        <translation>%2: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln cambio</numerusform>
            <numerusform>%Ln cambios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln rule(s) unchanged</source>
        <translation>
            <numerusform>%Ln regla sin cambios</numerusform>
            <numerusform>%Ln reglas sin cambios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%Ln section(s) unchanged</source>
        <translation>
            <numerusform>%Ln sección sin cambios</numerusform>
            <numerusform>%Ln secciones sin cambios</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter: a section number (2.1) or words  (Ctrl+F)</source>
        <translation>Filtro: un número de sección (2.1) o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Enter: show the section in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Intro: mostrar la sección en la ventana principal · Ctrl+F: filtrar · Ctrl+P: imprimir · Esc: cerrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: show the card in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Intro: mostrar la carta en la ventana principal · Ctrl+F: filtrar · Ctrl+P: imprimir · Esc: cerrar</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln card(s) unchanged</source>
        <translation>
            <numerusform>%Ln carta sin cambios</numerusform>
            <numerusform>%Ln cartas sin cambios</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter: a card&apos;s name or words  (Ctrl+F)</source>
        <translation>Filtro: el nombre de una carta o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter: a name or words  (Ctrl+F)</source>
        <translation>Filtro: un nombre o palabras  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare card snapshots — Rulekeeper</source>
        <translation>Comparar instantáneas de cartas — Rulekeeper</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%1 of %Ln change(s) listed</source>
        <translation>
            <numerusform>Se muestran %1 de %Ln cambio</numerusform>
            <numerusform>Se muestran %1 de %Ln cambios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln cambio listado</numerusform>
            <numerusform>%Ln cambios listados</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No card changed from %1 to %2.</source>
        <translation>Ninguna carta cambió de %1 a %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section changed from %1 to %2.</source>
        <translation>Ninguna sección cambió de %1 a %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no snapshot up to then holds the card</source>
        <translation>ninguna instantánea hasta entonces tiene la carta</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 of %Ln change(s), chosen by %2</source>
        <translation>
            <numerusform>%1 de %Ln cambio, elegidos según %2</numerusform>
            <numerusform>%1 de %Ln cambios, elegidos según %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Oracle text changes %1 to %2</source>
        <translation>Cambios del texto de Oracle del %1 al %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changes %2 to %3</source>
        <translation>%1 cambios del %2 al %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Still printing the report before this one…</source>
        <translation>Todavía se está imprimiendo el informe anterior…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report went to the printer.</source>
        <translation>El informe se envió a la impresora.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printing the report…</source>
        <translation>Imprimiendo el informe…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing %1…</source>
        <translation>Escribiendo %1…</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>All changes (%1)</source>
        <translation>Todos los cambios (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No rule changed from %1 to %2.</source>
        <translation>Ninguna regla cambió de %1 a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No change matches the filter.</source>
        <translation>Ningún cambio coincide con el filtro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a change to see its words.</source>
        <translation>Elija un cambio para ver sus palabras.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in this edition</source>
        <translation>no está en esta edición</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Comprehensive Rules changes %1 to %2</source>
        <translation type="vanished">Cambios de las Reglas completas de %1 a %2</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>%1 (%2) and %3 (%4) are in different languages: rules are compared by their words, so every rule would read as added or removed. Choose two editions of one language.</source>
        <translation>%1 (%2) y %3 (%4) están en idiomas distintos: las reglas se comparan por sus palabras, así que cada regla parecería añadida o eliminada. Elija dos ediciones de un mismo idioma.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In another language than %1 (%2): compare two editions of one language.</source>
        <translation>En otro idioma que %1 (%2): compare dos ediciones de un mismo idioma.</translation>
    </message>
</context>
<context>
    <name>gui::EditionLabel</name>
    <message>
        <location filename="../app/gui/window/editionlabel.h" line="+24"/>
        <source>partial: an excerpt of the rules. A rule it lacks is not known to be absent, and its history is read from the whole editions.</source>
        <translation>parcial: un extracto de las reglas. Que le falte una regla no significa que no exista, y su historial se lee de las ediciones completas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lossy: the file it came from had lost some punctuation on the way (apostrophes, quotes, dashes shown as “?”). The words are as published.</source>
        <translation>con pérdidas: el archivo de origen había perdido parte de la puntuación (apóstrofos, comillas, guiones mostrados como «?»). Las palabras son las publicadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transliterated: every quote and dash of the file was folded to plain ASCII; the editions before and after it have the same words with them.</source>
        <translation>transliterada: cada comilla y cada raya del archivo se redujo a ASCII simple; las ediciones anterior y posterior tienen las mismas palabras con ellas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>incomplete: the file broke off; the rules after that point are missing.</source>
        <translation>incompleta: el archivo se corta; faltan las reglas posteriores.</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/dialogs/helpdialog.cpp" line="+39"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anywhere</source>
        <translation>En cualquier lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type anywhere</source>
        <translation>Escribir en cualquier lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Empezar una consulta con lo que escribe</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compare editions</source>
        <translation>Comparar ediciones</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find a key or what it does, e.g. zoom or history</source>
        <translation>Buscar una tecla o lo que hace, p. ej. zoom o historial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>No key matches “%1”.</source>
        <translation>Ninguna tecla coincide con «%1».</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="vanished">Intro</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Consultar; en los resultados, abrir la regla</translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="vanished">Flecha abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the search box to its results</source>
        <translation>Del cuadro de búsqueda a sus resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next link of the rule shown</source>
        <translation>El siguiente enlace de la regla mostrada</translation>
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
        <source>Compare editions: Enter</source>
        <translation type="vanished">Comparar ediciones: Intro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show the change&apos;s rule in the main window</source>
        <translation>Mostrar la regla del cambio en la ventana principal</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+F, Down</source>
        <translation type="vanished">Comparar ediciones: Ctrl+F, Flecha abajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter the changes, then back to the list</source>
        <translation>Filtrar los cambios y volver a la lista</translation>
    </message>
    <message>
        <source>Compare editions: Alt+S / Alt+I</source>
        <translation type="vanished">Comparar ediciones: Alt+L / Alt+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words side by side / inline</source>
        <translation>Palabras lado a lado / integradas</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+P, Ctrl+Shift+S</source>
        <translation type="vanished">Comparar ediciones: Ctrl+P, Ctrl+Mayús+S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the changes listed, or save them as PDF</source>
        <translation>Imprimir los cambios listados o guardarlos como PDF</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">Teclas</translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="vanished">Acción</translation>
    </message>
</context>
<context>
    <name>gui::HistoryPanel</name>
    <message>
        <location filename="../app/gui/panels/historypanel.cpp" line="+77"/>
        <location line="+44"/>
        <source>The history cannot be read: %1</source>
        <translation>No se puede leer el historial: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card snapshot here holds %1.</source>
        <translation>Ninguna instantánea de cartas de aquí contiene %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 has no history in the editions here.</source>
        <translation>%1 %2 no tiene historial en las ediciones de aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule %1 has no history in the editions here.</source>
        <translation>La regla %1 no tiene historial en estas ediciones.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Hide the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Ocultar el %n paso que solo cambió comillas, guiones o mayúsculas</numerusform>
            <numerusform>Ocultar los %n pasos que solo cambiaron comillas, guiones o mayúsculas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Mostrar el %n paso que solo cambió comillas, guiones o mayúsculas</numerusform>
            <numerusform>Mostrar los %n pasos que solo cambiaron comillas, guiones o mayúsculas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
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
        <source>(the snapshot shown)</source>
        <translation>(la instantánea mostrada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the snapshot shown, %1)</source>
        <translation>(vigente en la instantánea mostrada, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the edition shown)</source>
        <translation>(la edición mostrada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the edition shown, %1)</source>
        <translation>(vigente en la edición mostrada, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No longer in the rules.</source>
        <translation>Ya no está en las reglas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer in the %1.</source>
        <translation>Ya no está en el %1.</translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message>
        <location filename="../importers/formats.cpp" line="+95"/>
        <source>Official CR text</source>
        <translation>Texto oficial de las RC</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV rows</source>
        <translation>Filas CSV</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>JSON rows</source>
        <translation>Filas JSON</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Policy document as JSON sections</source>
        <translation>Documento de torneo en secciones JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document from the judges&apos; blog</source>
        <translation>Documento de torneo del blog de jueces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF pages in HTML</source>
        <translation>Documento de torneo como páginas PDF en HTML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document converted to HTML</source>
        <translation>Documento de torneo convertido a HTML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as an e-book</source>
        <translation>Documento de torneo como libro electrónico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document with change marks</source>
        <translation>Documento de torneo con marcas de cambios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF text</source>
        <translation>Documento de torneo como texto de PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old tournament rules as plain text</source>
        <translation>Reglas de torneo antiguas en texto plano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON Lines rows</source>
        <translation>Filas JSON Lines</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset viewer rows</source>
        <translation>Filas de un visor de conjuntos de datos</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CR as JSON</source>
        <translation>RC en JSON</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Book page</source>
        <translation>Página de libro</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>HTML page</source>
        <translation>Página HTML</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text copy of a web page</source>
        <translation>Copia en texto de una página web</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>reStructuredText</source>
        <translation>reStructuredText</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dated rulings</source>
        <translation>Resoluciones fechadas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Card rulings</source>
        <translation>Resoluciones de cartas</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="+68"/>
        <location line="+155"/>
        <source>Import rules</source>
        <translation>Importar reglas</translation>
    </message>
    <message>
        <source>Official CR text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings. The shape of each file is recognised from its content; the pages of one book given together become one edition.</source>
        <translation type="vanished">Archivos de texto oficiales de las RC, filas (CSV, JSON, JSON Lines), páginas HTML, páginas de libro, resoluciones fechadas y resoluciones de cartas. La forma de cada archivo se reconoce por su contenido; las páginas de un libro dadas juntas forman una sola edición.</translation>
    </message>
    <message>
        <location line="-139"/>
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
        <location line="+12"/>
        <source>&amp;Add files…</source>
        <translation>&amp;Añadir archivos…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recognise from the content</source>
        <translation>Reconocer por el contenido</translation>
    </message>
    <message>
        <source>as each file states</source>
        <translation type="vanished">según indica cada archivo</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>for the files that state none, and the rows selected</source>
        <translation>para los archivos que no indican ninguna, y las filas seleccionadas</translation>
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
        <location line="+5"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Archivos de reglas (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not recognised</source>
        <translation>no reconocido</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location line="+201"/>
        <location line="+17"/>
        <location line="+98"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n regla</numerusform>
            <numerusform>%n reglas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-316"/>
        <location line="+201"/>
        <location line="+19"/>
        <location line="+97"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n ejemplo</numerusform>
            <numerusform>%n ejemplos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-315"/>
        <location line="+200"/>
        <location line="+20"/>
        <location line="+96"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n término del glosario</numerusform>
            <numerusform>%n términos del glosario</numerusform>
        </translation>
    </message>
    <message>
        <location line="-311"/>
        <source>in %1</source>
        <comment>the language the rules are written in, e.g. in zh</comment>
        <translation>en %1</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <location line="+202"/>
        <location line="+18"/>
        <location line="+93"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n sección</numerusform>
            <numerusform>%n secciones</numerusform>
        </translation>
    </message>
    <message>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder.</source>
        <translation type="vanished">Las Comprehensive Rules como archivos de texto oficiales, filas (CSV, JSON, JSON Lines), páginas HTML, páginas de libro, rulings fechados y rulings de cartas; las Tournament Rules, la Infraction Procedure Guide y Judging at Regular REL como PDF o su texto, como páginas HTML (el blog de jueces, PDF convertidos, libros electrónicos), como archivos con marcas de cambios (.ejs), como una carpeta de secciones JSON o como reglas antiguas en texto plano. La forma de cada archivo se reconoce por su contenido; las páginas de un libro dadas juntas forman una edición, igual que los archivos de una carpeta.</translation>
    </message>
    <message>
        <location line="-518"/>
        <source>Add a f&amp;older…</source>
        <translation>Añadir una ca&amp;rpeta…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>As each file names it</source>
        <translation>Según lo nombre cada archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For files that do not say which document they are; every file imported must then be of this document.</source>
        <translation>Para archivos que no dicen qué documento son; cada archivo importado debe ser entonces de este documento.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Doc&amp;ument:</source>
        <translation>Doc&amp;umento:</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Archivos de reglas (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Import a folder of sections</source>
        <translation>Importar una carpeta de secciones</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
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
        <location line="+28"/>
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
        <source>%1 does not say which document it is: choose it under “%2” above.</source>
        <translation>%1 no dice qué documento es: elíjalo arriba en «%2».</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+69"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>MTGJSON cards</source>
        <translation>Cartas de MTGJSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall cards</source>
        <translation>Cartas de Scryfall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cockatrice cards</source>
        <translation>Cartas de Cockatrice</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder. Card files from MTGJSON (set files, AllPrintings, archives), Scryfall and Cockatrice become a snapshot of the cards, dated as the file states.</source>
        <translation>Las Comprehensive Rules como archivos de texto oficiales, filas (CSV, JSON, JSON Lines), páginas HTML, páginas de libro, rulings fechados y rulings de cartas; las Tournament Rules, la Infraction Procedure Guide y Judging at Regular REL como PDF o su texto, como páginas HTML (el blog de jueces, PDF convertidos, libros electrónicos), como archivos con marcas de cambios (.ejs), como una carpeta de secciones JSON o como reglas antiguas en texto plano. La forma de cada archivo se reconoce por su contenido; las páginas de un libro dadas juntas forman una edición, igual que los archivos de una carpeta. Los archivos de cartas de MTGJSON (archivos de colección, AllPrintings, archivos comprimidos), Scryfall y Cockatrice se vuelven una instantánea de las cartas, fechada como indica el archivo.</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Card files (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;All files (*)</source>
        <translation>Archivos de reglas (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Archivos de cartas (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The text names no document: choose it under “%1” above.</source>
        <translation>El texto no nombra ningún documento: elíjalo arriba en «%1».</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <location line="+312"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-312"/>
        <location line="+312"/>
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n ruling</numerusform>
            <numerusform>%n rulings</numerusform>
        </translation>
    </message>
    <message>
        <location line="-254"/>
        <source>%1 cannot be imported (see its row); remove it to import the others.</source>
        <translation>%1 no se puede importar (vea su fila); quítelo para importar los demás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which edition it is: give its date above.</source>
        <translation>%1 no dice qué edición es: indique su fecha arriba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An edition dated %1 (%2) is already here, imported from %3: tick “%4” to replace it.</source>
        <translation>Ya hay una edición del %1 (%2), importada de %3: marque «%4» para reemplazarla.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>none stated</source>
        <translation>no indicada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An edition of this date and language is already here (%1).</source>
        <translation>Ya hay una edición de esta fecha e idioma (%1).</translation>
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
        <location line="+38"/>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Importación cancelada: no se guardó nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was stored: %1</source>
        <translation>No se guardó nada: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
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
        <source>Cards of %1: %2, %3  (%4)</source>
        <comment>date, cards, rulings, file</comment>
        <translation>Cartas de %1: %2, %3  (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3: %4  (%5)</source>
        <comment>document, date, language, sections, file</comment>
        <translation>%1 %2 %3: %4  (%5)</translation>
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
        <location line="+11"/>
        <source>Imported.</source>
        <translation>Importado.</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Nothing was imported: the editions here were kept.</source>
        <translation>No se importó nada: se conservan las ediciones que ya estaban.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the punctuation the lossy copy dropped</source>
        <translation>la puntuación que perdió la copia dañada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatever the copy lacks</source>
        <translation>todo lo que le falta a la copia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole %1 of %2 (%3) here, imported from %4, holds %5.
%6 is read as %7 and holds %8.
Replacing it loses %9.</source>
        <comment>document, date, language, file here, its contents; file imported, flags, its contents; what is lost</comment>
        <translation>Las %1 completas del %2 (%3), importadas de %4, contienen %5.
%6 se lee como %7 y contiene %8.
Reemplazarlas pierde %9.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace a whole edition?</source>
        <translation>¿Reemplazar una edición completa?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace a whole edition.</source>
        <translation>
            <numerusform>Reemplazar perdería reglas: %n archivo leído como parcial, incompleto o dañado reemplazaría una edición completa.</numerusform>
            <numerusform>Reemplazar perdería reglas: %n archivos leídos como parciales, incompletos o dañados reemplazarían ediciones completas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace and &amp;lose them</source>
        <translation>Reemplazar y &amp;perderlas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the editions here</source>
        <translation>&amp;Conservar las ediciones</translation>
    </message>
</context>
<context>
    <name>gui::Languages</name>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>chino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French</source>
        <translation>francés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>portugués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>japonés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>coreano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian</source>
        <translation>ruso</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/window/lookupcompleter.cpp" line="+65"/>
        <source>%1 — rule %2</source>
        <translation>%1 — regla %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — glosario</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — card</source>
        <translation>%1 — carta</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+82"/>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+314"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookup</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rule number, keyword, term, policy section or card, e.g. 702.19b, kicker, IPG 2.1 or Lotus Bloom  (Ctrl+L)</source>
        <translation>Número de regla, palabra clave, término, sección o carta, p. ej. 702.19b, estímulo, IPG 2.1 o Lotus Bloom  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)</source>
        <translation>Número de regla, palabra clave, término del glosario o sección, p. ej. 702.19b, estímulo o IPG 2.1  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword, term or section: 702.19b, kicker, IPG 2.1  (Ctrl+L)</source>
        <translation>Regla, palabra clave, término o sección: 702.19b, estímulo, IPG 2.1  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword or section  (Ctrl+L)</source>
        <translation>Regla, palabra clave o sección  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up  (Ctrl+L)</source>
        <translation>Buscar  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>This database has no editions yet. Import one with Rules › Import (Ctrl+O), or drop its file on this window.</source>
        <translation>Esta base de datos aún no tiene ediciones. Importe una con Reglas › Importar (Ctrl+O), o suelte su archivo en esta ventana.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="+38"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/window/mainwindow.cpp" line="-3"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+613"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n edición en %1</numerusform>
            <numerusform>%n ediciones en %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Edition</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation type="vanished">Número de regla, palabra clave o término del glosario, p. ej. 702.19b o estímulo  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bookmarks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bookmark note</source>
        <translation>Nota del marcador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1:</source>
        <translation>Nota para %1:</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Escriba un número de regla, una palabra clave o un término del glosario (Ctrl+L) y pulse Intro.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-2"/>
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
        <location line="+0"/>
        <source>Date (YYYY-MM-DD), e.g. of a tournament:</source>
        <translation>Fecha (AAAA-MM-DD), p. ej. de un torneo:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>Copiar la c&amp;ita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Bookmark this rule…</source>
        <translation>Marcar es&amp;ta regla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to bookmark: look a rule up first.</source>
        <translation>Nada que marcar: busque primero una regla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bookmark</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1 (optional):</source>
        <translation>Nota para %1 (opcional):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Co&amp;mpare editions…</source>
        <translation>Co&amp;mparar ediciones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print this rule…</source>
        <translation>Im&amp;primir esta regla…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to print: look a rule up first.</source>
        <translation>Nada que imprimir: consulte primero una regla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this rule as PD&amp;F…</source>
        <translation>Guardar esta regla como P&amp;DF…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to save: look a rule up first.</source>
        <translation>Nada que guardar: consulte primero una regla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import rules files…</source>
        <translation>&amp;Importar archivos de reglas…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check for &amp;New Rules…</source>
        <translation>Buscar &amp;nuevas reglas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
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
        <location line="+5"/>
        <source>The &amp;current rules</source>
        <translation>Las reglas &amp;vigentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Home</source>
        <translation>Alt+Home</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comprehensive &amp;Rules</source>
        <translation>&amp;Reglas completas (CR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic Tournament R&amp;ules (MTR)</source>
        <translation>Reglas de &amp;torneo de Magic (MTR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Infraction Procedure Guide (IPG)</source>
        <translation>Guía de procedimiento de &amp;infracciones (IPG)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Judging at Regular REL (JAR)</source>
        <translation>&amp;Arbitraje en REL Regular (JAR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oracle c&amp;ards</source>
        <translation>&amp;Cartas de Oracle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Search the rules</source>
        <translation>&amp;Buscar en las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <source>Book&amp;marks</source>
        <translation>Marcado&amp;res</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Table of contents</source>
        <translation>Í&amp;ndice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Next &amp;part of the rule</source>
        <translation>Siguiente &amp;parte de la regla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious part of the rule</source>
        <translation>Parte an&amp;terior de la regla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+Tab</source>
        <translation>Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+4"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Normal size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side by side with another &amp;language</source>
        <translation>Al lado de otro &amp;idioma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;About Rulekeeper</source>
        <translation>&amp;Acerca de Rulekeeper</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="vanished">Ctrl+,</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="-404"/>
        <source>“%1” is not a date of the form YYYY-MM-DD.</source>
        <translation>«%1» no es una fecha de la forma AAAA-MM-DD.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edition here was in force on %1.</source>
        <translation>Ninguna edición de aquí estaba vigente el %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In force on %1: the rules effective %2, the %3 effective %4.</source>
        <translation>En vigor el %1: las reglas del %2, el %3 del %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules in force on %1: the edition effective %2.</source>
        <translation>Reglas vigentes el %1: la edición vigente desde %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+114"/>
        <source>The %1 of %2 has no sections.</source>
        <translation>El %1 del %2 no tiene secciones.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The %1 of %2 has no section “%3”: its first section is shown.</source>
        <translation>El %1 del %2 no tiene la sección «%3»: se muestra su primera sección.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This database holds no cards: import a card file to read them.</source>
        <translation>Esta base de datos no tiene cartas: importa un archivo de cartas para leerlas.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>Esta base de datos no contiene ningún %1 (%2): importe uno para leerlo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are reading the %1 of %2, replaced on %3. The %1 in force today is that of %4.</source>
        <translation>Está leyendo el %1 del %2, reemplazado el %3. El %1 vigente hoy es el del %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database holds excerpts of the rules, not the whole Comprehensive Rules: a rule missing here may well exist. Fetch the current rules, or import rules files you have.</source>
        <translation>Esta base de datos contiene extractos de las reglas, no las reglas completas: una regla que falta aquí puede existir. Descargue las reglas vigentes o importe archivos de reglas que tenga.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are reading the %1 rules, replaced on %2. The rules in force today are those of %3.</source>
        <translation>Está leyendo las reglas del %1, reemplazadas el %2. Las reglas vigentes hoy son las del %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+34"/>
        <source>The rules database cannot be read: %1</source>
        <translation>No se puede leer la base de datos de reglas: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+20"/>
        <source>Finding rule %1 of %2 in the edition of %3: the editions are being linked…</source>
        <translation>Buscando la regla %1 del %2 en la edición del %3: se están enlazando las ediciones…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule %1 of %2 cannot be followed into %3: %4</source>
        <translation>No se puede seguir la regla %1 del %2 hasta el %3: %4</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+32"/>
        <source>Linking the editions waits for the database: %1</source>
        <translation>El enlace de las ediciones espera a la base de datos: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-213"/>
        <source>The history of the rule shown appears here.</source>
        <translation>Aquí aparece el historial de la regla mostrada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Linking the editions…</source>
        <translation>Enlazando las ediciones…</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1 names %n rule(s); showing the first, %2: the others follow it.</source>
        <translation>
            <numerusform>%1 nombra %n regla; se muestra la primera, %2: las demás la siguen.</numerusform>
            <numerusform>%1 nombra %n reglas; se muestra la primera, %2: las demás la siguen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Nada se llama «%1»; se busca en las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.</source>
        <translation>Nada en la edición del %1 se llama «%2». El panel de búsqueda lista las reglas que lo mencionan.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No card is named “%1”.</source>
        <translation>Ninguna carta se llama «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Ninguna carta se llama «%1». Las más parecidas: %2.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No section of the %1 is named “%2”: the one that answers it best is shown.</source>
        <translation>Ninguna sección del %1 se llama «%2»: se muestra la que mejor responde.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 cannot be read from the rules database; the status line says why.</source>
        <translation>No se puede leer %1 de la base de datos de reglas; la barra de estado explica por qué.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>El término «%1» no está en el glosario de esta edición (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glosario, %1 (vigente desde %2): %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>La regla %1 no está en esta edición (%2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (vigente desde %2): %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 (effective %2)</source>
        <translation>%1 (en vigor desde %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 no está en esta edición.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_places.cpp" line="+95"/>
        <source>Bookmarked %1 (%2).</source>
        <translation>%1 (%2) marcado.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The edition of %1 is no longer in this database.</source>
        <translation>La edición del %1 ya no está en esta base de datos.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_dialogs.cpp" line="+67"/>
        <source>No document here has editions dated %1 and %2.</source>
        <translation>Ningún documento de aquí tiene ediciones del %1 y del %2.</translation>
    </message>
    <message>
        <source>Snapshots of the cards are not compared in the window yet: read a rule or a tournament document to compare its editions.</source>
        <translation type="vanished">Las instantáneas de las cartas aún no se comparan en la ventana: lee una regla o un documento de torneo para comparar sus ediciones.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No edition dated %1 here.</source>
        <translation>Aquí no hay ninguna edición con fecha %1.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>No snapshot of the cards dated %1 here.</source>
        <translation>Aquí no hay ninguna instantánea de las cartas con fecha %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No %1 dated %2 here.</source>
        <translation>No hay ningún %1 con fecha %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+42"/>
        <source>CR Glossary, %1 (effective %2)</source>
        <translation>CR Glosario, %1 (vigente desde %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CR %1 (effective %2)</source>
        <translation>CR %1 (vigente desde %2)</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="-31"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>No se puede abrir la base de datos de reglas:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-182"/>
        <location line="+26"/>
        <location line="+45"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::PolicyLookup</name>
    <message>
        <location filename="../app/gui/window/policylookup.cpp" line="+52"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>Esta base de datos no contiene ningún %1 (%2): importe uno para leerlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation>Ningún %1 de aquí estaba en vigor el %2, la fecha de las reglas leídas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation>El %1 del %2 no tiene la sección «%3».</translation>
    </message>
</context>
<context>
    <name>gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/preferencesdialog.cpp" line="+44"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default (%1 pt)</source>
        <translation>Predeterminado (%1 pt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system&apos;s (%1)</source>
        <translation>La del sistema (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The system&apos;s</source>
        <translation>La del sistema</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes the next time Rulekeeper starts.</source>
        <translation>El idioma cambia la próxima vez que se inicie Rulekeeper.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule &amp;text size:</source>
        <translation>&amp;Tamaño del texto de las reglas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>gui::Printing</name>
    <message>
        <location filename="../app/gui/reading/printing.cpp" line="+22"/>
        <source>Print %1</source>
        <translation>Imprimir %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Nothing was written to %1.</source>
        <translation>No se escribió nada en %1.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/reading/examplelabel.cpp" line="+12"/>
        <source>Example:</source>
        <translation>Ejemplo:</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+146"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[incompleta: la fuente cortó esta regla]</translation>
    </message>
    <message>
        <source>Text in force since %1 (dated by its source)</source>
        <translation type="vanished">Texto vigente desde %1 (fechado por su fuente)</translation>
    </message>
    <message>
        <source>Text in force since %1</source>
        <translation type="vanished">Texto vigente desde %1</translation>
    </message>
    <message>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation type="vanished">Texto vigente desde %1 o antes (la edición más antigua aquí)</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>since %1 (dated by its source)</source>
        <translation>desde el %1 (fechado por su fuente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>since %1</source>
        <translation>desde el %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least since %1 (the earliest %2 edition here)</source>
        <translation>al menos desde el %1 (la edición más antigua aquí en %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text in force %1</source>
        <translation>Texto en vigor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; renumbered from %1 on %2</source>
        <translation>; renumerado desde %1 el %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By the English edition of the same date; this translation&apos;s wording %1</source>
        <translation>Según la edición inglesa de la misma fecha; la redacción de esta traducción %1</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+20"/>
        <location line="+327"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Reglas completas, vigentes desde %1</translation>
    </message>
    <message>
        <location line="+38"/>
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
        <source>Rulings of cards citing it (%n), newest first</source>
        <translation>
            <numerusform>Resolución de carta que la cita (%n), la más reciente primero</numerusform>
            <numerusform>Resoluciones de cartas que la citan (%n), las más recientes primero</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cites %1</source>
        <translation>cita %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 note, not an official ruling</source>
        <translation>Nota de %1, no es un ruling oficial</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Resolución de carta (%n)</numerusform>
            <numerusform>Resoluciones de cartas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sectionrender.cpp" line="+146"/>
        <source>%1, effective %2</source>
        <translation>%1, en vigor desde %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>In this section</source>
        <translation>En esta sección</translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdate</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="+88"/>
        <source>Reading the rules page %1…</source>
        <translation>Leyendo la página de reglas %1…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+186"/>
        <source>Cancelled; nothing was imported.</source>
        <translation>Cancelado; no se importó nada.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+58"/>
        <source>Downloading %1…</source>
        <translation>Descargando %1…</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Cannot read the rules page %1: %2</source>
        <translation>No se puede leer la página de reglas %1: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot download %1: %2</source>
        <translation>No se puede descargar %1: %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Cannot save the download: %1</source>
        <translation>No se puede guardar la descarga: %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>it is far larger than any rules text or card file, so it was not downloaded</source>
        <translation>es mucho más grande que cualquier texto de reglas o archivo de cartas, así que no se descargó</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The page %1 links no rules text (.txt) file and no card file (MTGJSON&apos;s AllPrintings, Scryfall&apos;s bulk files). Is its address right?</source>
        <translation>La página %1 no enlaza ningún archivo de texto de reglas (.txt) ni ningún archivo de cartas (AllPrintings de MTGJSON, archivos masivos de Scryfall). ¿Es correcta su dirección?</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 is not a rules text Rulekeeper can read: %2</source>
        <translation>%1 no es un texto de reglas que Rulekeeper pueda leer: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have the newest rules: the edition of %1 (%2).</source>
        <translation>Ya tiene las reglas más recientes: la edición del %1 (%2).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The import failed: %1</source>
        <translation>La importación falló: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You have the cards of %1 already: the snapshot of %2.</source>
        <translation>Ya tiene las cartas de %1: la instantánea del %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported the cards of %1 as of %2: %n card(s).</source>
        <translation>
            <numerusform>Cartas de %1 importadas, instantánea del %2: %n carta.</numerusform>
            <numerusform>Cartas de %1 importadas, instantánea del %2: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have the newest rules: the edition of %1.</source>
        <translation>Ya tiene las reglas más recientes: la edición del %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the rules of %1: %n rule(s).</source>
        <translation>
            <numerusform>Se importaron las reglas del %1: %n regla.</numerusform>
            <numerusform>Se importaron las reglas del %1: %n reglas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You have the newest %1: the edition of %2 (%3).</source>
        <translation>Ya tiene la versión más reciente de %1: la edición del %2 (%3).</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+28"/>
        <source>Cannot save the download in %1</source>
        <translation>No se puede guardar la descarga en %1</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>You have the newest %1: the edition of %2.</source>
        <translation>Ya tiene la versión más reciente de %1: la edición del %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the %1 of %2: %n section(s).</source>
        <translation>
            <numerusform>Se importó %1 del %2: %n sección.</numerusform>
            <numerusform>Se importó %1 del %2: %n secciones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdatedialog.cpp" line="+45"/>
        <source>Check for New Rules</source>
        <translation>Buscar nuevas reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper reads the official rules page, downloads the rules text it links and imports it when this database does not have that edition yet. For cards, give MTGJSON&apos;s or Scryfall&apos;s downloads page, or a card file&apos;s own address (AllPrintings.json.xz, a set file).</source>
        <translation>Rulekeeper lee la página oficial de las reglas, descarga el texto de reglas que enlaza y lo importa si esta base de datos aún no tiene esa edición. Para las cartas, indique la página de descargas de MTGJSON o de Scryfall, o la dirección de un archivo de cartas (AllPrintings.json.xz, el archivo de una expansión).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules &amp;page:</source>
        <translation>&amp;Página de reglas:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Check Now</source>
        <translation>&amp;Comprobar ahora</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>“%1” is not a web address (https://…).</source>
        <translation>«%1» no es una dirección web (https://…).</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/panels/searchpanel.cpp" line="+29"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Buscar en las reglas  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words (all of them, in any order), &quot;a phrase&quot;, kick* (a word&apos;s start), -word (without it), flying OR reach (either), in:702 (only under 702.), examples: (only in examples).
Shorthand such as SBA, ETB or CMC is searched as the rules word it.</source>
        <translation>Palabras (todas, en cualquier orden), &quot;una frase&quot;, kick* (el comienzo de una palabra), -palabra (sin ella), flying OR reach (una u otra), in:702 (solo bajo 702.), examples: (solo en los ejemplos).
Las abreviaturas como SBA, ETB o CMC también se buscan tal como las escriben las reglas.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+52"/>
        <source>Policy documents (MTR, IPG, JAR)</source>
        <translation>Documentos de torneo (MTR, IPG, JAR)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The whole library</source>
        <translation>Toda la biblioteca</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+37"/>
        <source>No rule matches “%1”.</source>
        <translation>Ninguna regla coincide con «%1».</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The words are in another language (%1): searched the edition of %2 in it.</source>
        <translation>Las palabras están en otro idioma (%1): se buscó en la edición del %2 en ese idioma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words are in another language (%1), and no edition in it is here: import one, or choose an edition of that language to search.</source>
        <translation>Las palabras están en otro idioma (%1) y no hay aquí ninguna edición en él: importe una o elija una edición de ese idioma para buscar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the judge’s library (MTR, IPG, JAR):</source>
        <translation>De la biblioteca del juez (MTR, IPG, JAR):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing in the Comprehensive Rules.</source>
        <translation>Nada en las Reglas Completas.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the Comprehensive Rules:</source>
        <translation>En las Reglas Completas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No rule has every word; rules with some of them:</source>
        <translation>Ninguna regla tiene todas las palabras; reglas con algunas de ellas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules with some of the words:</source>
        <translation>Reglas con algunas de las palabras:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The search failed: %1</source>
        <translation>La búsqueda falló: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Did you mean &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>¿Quiso decir &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did you mean %1?</source>
        <translation>¿Quiso decir %1?</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Cards in the question:</source>
        <translation>Cartas de la pregunta:</translation>
    </message>
</context>
<context>
    <name>gui::Shortcuts</name>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-162"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/gui/diff/diffview.cpp" line="-87"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/panels/snippetdelegate.cpp" line="+27"/>
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
    <message>
        <location line="+7"/>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>card · Oracle text of %1</source>
        <translation>carta · texto de Oracle del %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>card · in its rulings · Oracle text of %1</source>
        <translation>carta · en sus resoluciones · texto de Oracle del %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Referencia de las Reglas completas de Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Archivo de base de datos (por defecto: RULEKEEPER_DB o la carpeta de datos del usuario).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this rule.</source>
        <translation>Abrir en esta regla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this card.</source>
        <translation>Abrir en esta carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Fecha de la edición (AAAA-MM-DD).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the edition in force on this date (YYYY-MM-DD).</source>
        <translation>Abrir la edición vigente en esta fecha (AAAA-MM-DD).</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>Show the same rule in this language beside it (e.g. zh).</source>
        <translation>Mostrar la misma regla en este idioma al lado (p. ej., zh).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the history panel of the rule.</source>
        <translation>Abrir el historial de la regla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this into the lookup box, its choices shown.</source>
        <translation>Escribir este texto en el cuadro de consulta y mostrar sus sugerencias.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16, or on two card snapshots, e.g. 2022-04-25..2025-08-18.</source>
        <translation>Abrir la comparación de dos ediciones, p. ej. 2024-07-30..2026-01-16, o de dos instantáneas de cartas, p. ej. 2022-04-25..2025-08-18.</translation>
    </message>
    <message>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16.</source>
        <translation type="vanished">Abrir la comparación de dos ediciones, p. ej. 2024-07-30..2026-01-16.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules files to import (opens the import dialog).</source>
        <translation>Archivos de reglas que importar (abre el diálogo de importación).</translation>
    </message>
</context>
</TS>

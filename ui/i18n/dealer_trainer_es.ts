<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="132" />
        <source>Remove the last chip (Backspace)</source>
        <translation>Quitar la última ficha (Retroceso)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="159" />
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Fichas: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="153" />
        <source>{title} — level {level}</source>
        <translation>{title} — nivel {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="166" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Submit (Enter)</source>
        <translation>Responder (Intro)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="196" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Correct</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Not quite</source>
        <translation>No del todo</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="207" />
        <source>{seconds:.1f} s (target {target:g} s)</source>
        <translation>{seconds:.1f} s (objetivo {target:g} s)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="211" />
        <source>{seconds:.1f} s</source>
        <translation>{seconds:.1f} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="220" />
        <source>Expected</source>
        <translation>Se esperaba</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="221" />
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="222" />
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="223" />
        <source>Worked solution</source>
        <translation>Solución paso a paso</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="273" />
        <source>{seconds:.1f} s (untimed)</source>
        <translation>{seconds:.1f} s (sin tiempo)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="278" />
        <source>{seconds:.1f} s / {target:g} s</source>
        <translation>{seconds:.1f} s / {target:g} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="286" />
        <source>End session (Esc)</source>
        <translation>Terminar la sesión (Esc)</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="205" />
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Aprender las reglas (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="206" />
        <location filename="../views/home_view.py" line="211" />
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="207" />
        <source>Practise (Enter)</source>
        <translation>Practicar (Intro)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="210" />
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="212" />
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="213" />
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214" />
        <source>Median time / target</source>
        <translation>Tiempo mediano / objetivo</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="106" />
        <source>Hello, {name}</source>
        <translation>Hola, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="107" />
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continuar la práctica (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="115" />
        <source>Today: {count} answers · streak: {streak} days (longest {longest})</source>
        <translation>Hoy: {count} respuestas · racha: {streak} días (la más larga {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="127" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} de {total} ejercicios dominados</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="149" />
        <source>Assigned by your instructor: {items}</source>
        <translation>Asignado por su instructor: {items}</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="38" />
        <source>Lesson:</source>
        <translation>Lección:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="58" />
        <source>This lesson cannot be shown: {problem}</source>
        <translation>No se puede mostrar esta lección: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="62" />
        <source>This lesson is not yet translated; showing English.</source>
        <translation>Esta lección aún no está traducida; se muestra en inglés.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="102" />
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="103" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="104" />
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="106" />
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="107" />
        <source>Continue practice</source>
        <translation>Continuar la práctica</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="108" />
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="109" />
        <source>My progress</source>
        <translation>Mi progreso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="110" />
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="111" />
        <source>Switch trainee</source>
        <translation>Cambiar de alumno</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="112" />
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="220" />
        <source>Session summary</source>
        <translation>Resumen de la sesión</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="223" />
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Preguntas: {n}
Correctas: {correct} ({accuracy})
Tiempo mediano: {median}
Mejoras: {improved}</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="261" />
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Seleccione un elemento y muévalo con Ctrl+Arriba / Ctrl+Abajo, o arrástrelo.</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="136" />
        <source>{answers} answers · {accuracy} correct · median {median} · streak {streak} days</source>
        <translation>{answers} respuestas · {accuracy} correctas · mediana {median} · racha {streak} días</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="141" />
        <source>Activity (last 13 weeks)</source>
        <translation>Actividad (últimas 13 semanas)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="156" />
        <source>Recent mistakes</source>
        <translation>Errores recientes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="157" />
        <source>Try again (Enter)</source>
        <translation>Volver a intentarlo (Intro)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="167" />
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (nivel {level}) · se esperaba {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="184" />
        <source>Accuracy (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186" />
        <source>Median seconds</source>
        <translation>Segundos (mediana)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="217" />
        <source>Accuracy and speed by day</source>
        <translation>Aciertos y rapidez por día</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="150" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="151" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="152" />
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="153" />
        <location filename="../views/settings_view.py" line="156" />
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="154" />
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="155" />
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="157" />
        <source>Rulebook and house rules</source>
        <translation>Reglamento y normas de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="158" />
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="159" />
        <source>Save house rules</source>
        <translation>Guardar las normas de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="160" />
        <source>Back to the regulation</source>
        <translation>Volver al reglamento</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="162" />
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punto y banca: comisión de la banca (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="164" />
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punto y banca: cobro de la comisión (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="166" />
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: se puede doblar con (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="168" />
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: el blackjack del crupier se lleva (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="170" />
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: mínimo de la mesa (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="171" />
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: máximo de la mesa (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="172" />
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Ruleta: mínimo de la mesa (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="173" />
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Ruleta: máximo a un pleno (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="174" />
        <source>Craps: table minimum (CR-15)</source>
        <translation>Dados: mínimo de la mesa (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="175" />
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Dados: máximo de la apuesta sencilla (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="176" />
        <source>Payouts that do not fall on a chip</source>
        <translation>Pagos que no cuadran con una ficha</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="181" />
        <source>at once, from each win</source>
        <translation>en el acto, de cada ganancia</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="182" />
        <source>at the end of the shoe</source>
        <translation>al final del sabot</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="183" />
        <source>any first two cards</source>
        <translation>cualquier par de primeras cartas</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="184" />
        <source>9, 10 or 11 only</source>
        <translation>solo 9, 10 u 11</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="185" />
        <source>every bet, doubles and splits included</source>
        <translation>todas las apuestas, dobles y separaciones incluidas</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="186" />
        <source>the original bets only</source>
        <translation>solo las apuestas iniciales</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="187" />
        <source>paid exactly, to the cent</source>
        <translation>pagados exactos, al céntimo</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="188" />
        <source>rounded down to the smallest chip</source>
        <translation>redondeados a la baja a la ficha más pequeña</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="235" />
        <source>Not saved: {field}: {problem}</source>
        <translation>No guardado: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245" />
        <source>Saved. New questions use these rules.</source>
        <translation>Guardado. Las preguntas nuevas usan estas normas.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="255" />
        <source>House rules removed: the regulation's values apply.</source>
        <translation>Normas de la casa eliminadas: se aplican los valores del reglamento.</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="313" />
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="314" />
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="315" />
        <source>Amount paid or collected</source>
        <translation>Importe pagado o retirado</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="59" />
        <source>Who is practising?</source>
        <translation>¿Quién practica?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="60" />
        <source>New trainee's name</source>
        <translation>Nombre del nuevo alumno</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="61" />
        <source>Add trainee</source>
        <translation>Añadir alumno</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="62" />
        <source>Start (Enter)</source>
        <translation>Empezar (Intro)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="71" />
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="84" />
        <source>Type a name first.</source>
        <translation>Escriba primero un nombre.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="89" />
        <source>There is already someone called {name}.</source>
        <translation>Ya hay alguien que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="105" />
        <source>Add a trainee to begin.</source>
        <translation>Añada un alumno para empezar.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="20" />
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="21" />
        <source>Punto banco</source>
        <translation>Punto y banca</translation>
    </message>
    <message>
        <location filename="../games.py" line="22" />
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="23" />
        <source>Trente et quarante</source>
        <translation>Treinta y cuarenta</translation>
    </message>
    <message>
        <location filename="../games.py" line="24" />
        <source>Boule</source>
        <translation>Bola</translation>
    </message>
    <message>
        <location filename="../games.py" line="25" />
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <location filename="../games.py" line="26" />
        <source>Craps</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../games.py" line="27" />
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="34" />
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="35" />
        <source>Attempted</source>
        <translation>Intentado</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="36" />
        <source>Familiar</source>
        <translation>Conocido</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="37" />
        <source>Proficient</source>
        <translation>Competente</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="38" />
        <source>Mastered</source>
        <translation>Dominado</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../app.py" line="48" />
        <source>Progress file repaired</source>
        <translation>Archivo de progreso reparado</translation>
    </message>
</context>
</TS>
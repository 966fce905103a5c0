<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChipTray</name>
    <message>
        <location filename="../table/chip_tray.py" line="95"/>
        <source>amount (F2)</source>
        <translation>importe (F2)</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="97"/>
        <source>Type an amount and press Enter: the tray takes the fewest chips</source>
        <translation>Escriba un importe y pulse Intro: la bandeja lo forma con el mínimo de fichas</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="136"/>
        <source>{amount} cannot be made with the table&apos;s chips</source>
        <translation>{amount} no se puede formar con las fichas de la mesa</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="154"/>
        <source>“{text}” is not an amount</source>
        <translation>«{text}» no es un importe</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="170"/>
        <source>Tray: {total}</source>
        <translation>Bandeja: {total}</translation>
    </message>
</context>
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="195"/>
        <source>Remove the last chip (Backspace)</source>
        <translation>Quitar la última ficha (Retroceso)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="218"/>
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Fichas: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../views/class_model.py" line="191"/>
        <source>{name} — {game}: no session at the table</source>
        <translation>{name} — {game}: ninguna sesión en la mesa</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="197"/>
        <source>no timed session</source>
        <translation>ninguna sesión cronometrada</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="199"/>
        <source>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</source>
        <translation>{name} — {game} en la mesa: {sessions}, último ritmo {pace}; líneas rojas: {last} en la última sesión, {all} en total</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/class_model.py" line="206"/>
        <location filename="../views/class_model.py" line="283"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sesión</numerusform>
            <numerusform>%n sesiones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="255"/>
        <source>{game}
at the table</source>
        <translation>{game}
en la mesa</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="259"/>
        <source>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</source>
        <translation>{game} en la mesa: sesiones hechas, el último ritmo cronometrado (jugadas por hora) y las líneas rojas de la última sesión</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <location filename="../views/instructor_view.py" line="146"/>
        <source>The class&apos;s weakest drills</source>
        <translation>Los ejercicios más flojos de la clase</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="174"/>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="190"/>
        <source>{trainees} · {answers} in the last 30 days</source>
        <translation>{trainees} · {answers} en los últimos 30 días</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="207"/>
        <source>, median {pace} of target</source>
        <translation>, mediana al {pace} del objetivo</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="214"/>
        <source>{title}: {accuracy} right · {trainees}{pace}</source>
        <translation>{title}: {accuracy} de aciertos · {trainees}{pace}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="224"/>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="225"/>
        <source>Accuracy (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="226"/>
        <source>Class activity, last 30 days</source>
        <translation>Actividad de la clase, últimos 30 días</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="140"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rupo:</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="141"/>
        <source>Show &amp;archived trainees</source>
        <translation>Mostrar los alumnos arc&amp;hivados</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="142"/>
        <source>&amp;Plans: done / trainees, by the due date</source>
        <translation>&amp;Planes: hechos / alumnos, por fecha límite</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>For</source>
        <translation>Para</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Due by</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Done</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>All trainees</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>In no class</source>
        <translation>Sin grupo</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="175"/>
        <source>archived</source>
        <translation>archivado</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="239"/>
        <source>{drill}, level {level}</source>
        <translation>{drill}, nivel {level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="242"/>
        <source>Every trainee</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="250"/>
        <source>Overdue: not everyone is done</source>
        <translation>Fuera de plazo: no todos lo han hecho</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="192"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="191"/>
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n alumno</numerusform>
            <numerusform>%n alumnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="217"/>
        <source>practised by %n trainee(s)</source>
        <translation>
            <numerusform>lo practica %n alumno</numerusform>
            <numerusform>lo practican %n alumnos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="176"/>
        <source>working on L{level}</source>
        <translation>trabaja el N{level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="156"/>
        <source>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</source>
        <translation>Cada casilla: dominio y nivel alcanzado (→ el nivel en que trabaja) · aciertos, mediana / segundos objetivo</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="194"/>
        <source> · every station</source>
        <translation> · todos los puestos de prácticas</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="197"/>
        <source>The school server did not answer: this station&apos;s answers only.
{why}</source>
        <translation>El servidor de la escuela no ha respondido: solo se ven las respuestas de este puesto de prácticas.
{why}</translation>
    </message>
</context>
<context>
    <name>DrillNotes</name>
    <message>
        <location filename="../views/drill_notes.py" line="36"/>
        <source>Level up! Level {level} is open: you are proficient at level {below}.</source>
        <translation>¡Nuevo nivel! Se abre el nivel {level}: ya es competente en el nivel {below}.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="44"/>
        <source>Cleared: answered right twice.</source>
        <translation>Superada: respuesta acertada dos veces.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="46"/>
        <source>Right once: it comes back once more.</source>
        <translation>Acertada una vez: volverá a salir una vez más.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="48"/>
        <source>It comes back until you answer it right twice.</source>
        <translation>Volverá a salir hasta que la acierte dos veces.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="50"/>
        <source>Mistakes left to redo: {count}</source>
        <translation>Errores por repetir: {count}</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="52"/>
        <source>No mistakes left to redo.</source>
        <translation>No queda ningún error por repetir.</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="201"/>
        <source>{title} — level {level}</source>
        <translation>{title} — nivel {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="191"/>
        <location filename="../views/drill_view.py" line="446"/>
        <source>Submit (Enter)</source>
        <translation>Responder (Intro)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="263"/>
        <location filename="../views/drill_view.py" line="444"/>
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Correct</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Not quite</source>
        <translation>No del todo</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="332"/>
        <source>{seconds} (target {target})</source>
        <translation>{seconds} (objetivo {target})</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="341"/>
        <source>Expected</source>
        <translation>Se esperaba</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="342"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="343"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="344"/>
        <source>Worked solution</source>
        <translation>Solución paso a paso</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="420"/>
        <source>{seconds} (untimed)</source>
        <translation>{seconds} (sin tiempo)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="440"/>
        <source>End session (Esc)</source>
        <translation>Terminar la sesión (Esc)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="279"/>
        <location filename="../views/drill_view.py" line="442"/>
        <source>Retry saving (Enter)</source>
        <translation>Volver a guardar (Intro)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="298"/>
        <source>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</source>
        <translation>La respuesta aún no se ha guardado. Pulse Intro para volver a guardarla, o vuelva a terminar la sesión para salir sin guardarla.</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="205"/>
        <source>redo: right {right} of {needed}</source>
        <translation>repetición: {right} de {needed} aciertos</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="361"/>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
</context>
<context>
    <name>ExamTablePage</name>
    <message>
        <location filename="../views/exam_table.py" line="62"/>
        <source>End the exam</source>
        <translation>Terminar el examen</translation>
    </message>
</context>
<context>
    <name>ExamView</name>
    <message>
        <location filename="../views/exam_view.py" line="299"/>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="302"/>
        <source>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</source>
        <translation>Una autoevaluación cronometrada antes de la certificación: ninguna corrección hasta el final, cada pregunta y todo el examen tienen un tiempo límite, y una pregunta no contestada a tiempo cuenta como fallo. Salir del examen lo da por no superado.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="307"/>
        <source>Start the exam (Enter)</source>
        <translation>Empezar el examen (Intro)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="312"/>
        <source>Submit (Enter)</source>
        <translation>Responder (Intro)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="313"/>
        <location filename="../views/exam_view.py" line="318"/>
        <source>End the exam</source>
        <translation>Terminar el examen</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="314"/>
        <source>Missed and slowest questions (select to replay)</source>
        <translation>Preguntas falladas y más lentas (seleccione una para volver a verla)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="315"/>
        <source>Certificate (PDF)…</source>
        <translation>Certificado (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="316"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="324"/>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="325"/>
        <source>Right</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="326"/>
        <source>Accuracy (mark)</source>
        <translation>Aciertos (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="327"/>
        <source>In target time (mark)</source>
        <translation>Dentro del tiempo objetivo (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="328"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="363"/>
        <source>{title} — {questions}, {minutes} min</source>
        <translation>{title} — {questions}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="379"/>
        <source>Exam file refused: {problem}</source>
        <translation>Archivo de examen rechazado: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="465"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {questions} de nivel {level}, {seconds} cada una ({drills}). Para aprobar: {accuracy} de aciertos, {speed} de aciertos dentro del tiempo objetivo.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="640"/>
        <source>{title} · question {number} of {total} · {section}</source>
        <translation>{title} · pregunta {number} de {total} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="744"/>
        <source>Question: {seconds} / {limit}</source>
        <translation>Pregunta: {seconds} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="730"/>
        <location filename="../views/exam_view.py" line="751"/>
        <source>Exam: {elapsed} / {limit}</source>
        <translation>Examen: {elapsed} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="811"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Passed</source>
        <translation>Superado</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="813"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Not passed</source>
        <translation>No superado</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="815"/>
        <source>{verdict}: {correct} of {questions} right</source>
        <translation>{verdict}: {correct} de {questions} correctas</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="824"/>
        <source>ended early</source>
        <translation>terminado antes de tiempo</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="825"/>
        <source>out of time</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="957"/>
        <source>not answered in time</source>
        <translation>no contestada a tiempo</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>wrong</source>
        <translation>fallada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>too late</source>
        <translation>demasiado tarde</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="961"/>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="963"/>
        <source>{number}. {title} · {seconds} · {why}</source>
        <translation>{number}. {title} · {seconds} · {why}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="983"/>
        <source>Time: {seconds} (target {target})</source>
        <translation>Tiempo: {seconds} (objetivo {target})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="996"/>
        <source>Certificate</source>
        <translation>Certificado</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="308"/>
        <source>Proctored by:</source>
        <translation>Supervisado por:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="309"/>
        <source>the instructor&apos;s passphrase</source>
        <translation>la contraseña del instructor</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="311"/>
        <location filename="../views/exam_view.py" line="385"/>
        <source>Nobody: self-assessment, not proctored</source>
        <translation>Nadie: autoevaluación, sin supervisión</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="416"/>
        <source>Wrong passphrase. Wait {seconds} s before trying again.</source>
        <translation>Contraseña incorrecta. Espere {seconds} s antes de volver a intentarlo.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="420"/>
        <source>Wrong passphrase. Try again.</source>
        <translation>Contraseña incorrecta. Vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="432"/>
        <source>The school key cannot be used: {problem}</source>
        <translation>No se puede usar la clave de la escuela: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="576"/>
        <source>The exam cannot be sealed: {problem}</source>
        <translation>No se puede sellar el examen: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="602"/>
        <source>Proctored by {name}</source>
        <translation>Supervisado por {name}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="603"/>
        <source>Self-assessment, not proctored</source>
        <translation>Autoevaluación, sin supervisión</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="832"/>
        <source>signed with the school key</source>
        <translation>firmado con la clave de la escuela</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="834"/>
        <source>signed by this station only</source>
        <translation>firmado solo por este puesto de prácticas</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="838"/>
        <source>Reference: {code}</source>
        <translation>Referencia: {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="365"/>
        <location filename="../views/exam_view.py" line="469"/>
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="317"/>
        <source>&amp;Sit:</source>
        <translation>&amp;Hacer:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="319"/>
        <source>Table session report…</source>
        <translation>Informe de la sesión en la mesa…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="320"/>
        <source>Retake the failed area…</source>
        <translation>Repetir el área no superada…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="329"/>
        <source>Grade</source>
        <translation>Calificación</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="486"/>
        <source>{family} {mark}</source>
        <translation>{family} {mark}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="493"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: una sesión en la mesa de {game}, {coups} en modo {mode} (sin indicaciones ni pistas). Para superarla: {marks} de las acciones correctas; cualquier línea roja suspende el examen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="498"/>
        <location filename="../views/exam_view.py" line="872"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="513"/>
        <source>The whole exam</source>
        <translation>El examen entero</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="531"/>
        <source>Retake “{area}” alone (exam of {day})</source>
        <translation>Repetir solo «{area}» (examen del {day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="589"/>
        <source>This exam has changed since it was sat: sit the whole exam again.</source>
        <translation>Este examen ha cambiado desde que se hizo: vuelva a hacer el examen entero.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="592"/>
        <source>The earlier result does not match its signature: sit the whole exam again.</source>
        <translation>El resultado anterior no coincide con su firma: vuelva a hacer el examen entero.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="595"/>
        <source>That area cannot be retaken alone: sit the whole exam.</source>
        <translation>Esta área no se puede repetir sola: haga el examen entero.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="659"/>
        <source>{title} · {section}</source>
        <translation>{title} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="866"/>
        <location filename="../views/exam_view.py" line="903"/>
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="871"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acciones</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="873"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línea roja</numerusform>
            <numerusform>%n líneas rojas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="898"/>
        <source>{family} {right}/{total} (mark {mark}, {grade})</source>
        <translation>{family} {right}/{total} (mínimo {mark}, {grade})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="915"/>
        <source>Pace: {pace}</source>
        <translation>Ritmo: {pace}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="919"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: conservada del examen del {day}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="927"/>
        <source>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</source>
        <translation>Se ha cruzado una línea roja en la mesa: el examen no se ha superado y hay que volver a hacerlo entero.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="820"/>
        <source>%n area(s) not passed</source>
        <translation>
            <numerusform>%n área no superada</numerusform>
            <numerusform>%n áreas no superadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="293"/>
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Aprender las reglas (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="294"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Lleva la mesa (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="295"/>
        <location filename="../views/home_view.py" line="300"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="296"/>
        <source>Practise (Enter)</source>
        <translation>Practicar (Intro)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="299"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="301"/>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="302"/>
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="303"/>
        <source>Median time / target</source>
        <translation>Tiempo mediano / objetivo</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="376"/>
        <source>L{level}: {note}, {target}</source>
        <translation>N{level}: {note}, {target}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="372"/>
        <source>untimed</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="380"/>
        <source>L{level}: {target}</source>
        <translation>N{level}: {target}</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="143"/>
        <source>Hello, {name}</source>
        <translation>Hola, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="144"/>
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continuar la práctica (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="145"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Lleva la mesa (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="152"/>
        <source>Today: {answers} · streak: {streak} (longest {longest})</source>
        <translation>Hoy: {answers} · racha: {streak} (la más larga, {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="191"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competente en {proficient} de {total} ejercicios</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214"/>
        <source>Assigned by your instructor: {items}</source>
        <translation>Asignado por su instructor: {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="153"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="154"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="1"/>
        <source>L{level}</source>
        <translation>N{level}</translation>
    </message>
</context>
<context>
    <name>InstructorSecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="307"/>
        <source>Instructor</source>
        <translation>Instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="308"/>
        <source>Passphrase</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="310"/>
        <source>Instructor&apos;s approval</source>
        <translation>Aprobación de un instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="315"/>
        <source>There is no instructor yet.</source>
        <translation>Todavía no hay ningún instructor.</translation>
    </message>
</context>
<context>
    <name>InstructorView</name>
    <message>
        <location filename="../views/instructor_view.py" line="314"/>
        <source>Instructor mode — {name}</source>
        <translation>Modo instructor — {name}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="315"/>
        <source>Instructor mode needs an instructor&apos;s PIN.</source>
        <translation>El modo instructor pide el PIN de un instructor.</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="318"/>
        <source>Class overview</source>
        <translation>Resumen de la clase</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="319"/>
        <source>Trainee detail</source>
        <translation>Detalle del alumno</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="321"/>
        <source>Practice plans</source>
        <translation>Planes de práctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="322"/>
        <source>Stations and reports</source>
        <translation>Puestos e informes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="320"/>
        <source>Trainees and classes</source>
        <translation>Alumnos y grupos</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="43"/>
        <source>Lesson:</source>
        <translation>Lección:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="77"/>
        <location filename="../views/lesson_view.py" line="93"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>No se puede mostrar esta lección: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="81"/>
        <source>This lesson is not yet translated; showing English.</source>
        <translation>Esta lección aún no está traducida; se muestra en inglés.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="259"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="260"/>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="263"/>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="264"/>
        <source>Continue practice</source>
        <translation>Continuar la práctica</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="265"/>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="266"/>
        <source>My progress</source>
        <translation>Mi progreso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="267"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="268"/>
        <source>Switch trainee</source>
        <translation>Cambiar de alumno</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="269"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="273"/>
        <source>Run the table</source>
        <translation>Lleva la mesa</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="436"/>
        <source>Session summary</source>
        <translation>Resumen de la sesión</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="439"/>
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Preguntas: {n}
Correctas: {correct} ({accuracy})
Tiempo mediano: {median}
Mejoras: {improved}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="261"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="271"/>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="272"/>
        <source>Instructor mode</source>
        <translation>Modo instructor</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>Instructor mode needs an instructor&apos;s PIN: choose an instructor.</source>
        <translation>El modo instructor pide el PIN de un instructor: elija un instructor.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="1"/>
        <source>House rules refused, the regulation applies: {problem}</source>
        <translation>Normas de la casa rechazadas, se aplica el reglamento: {problem}</translation>
    </message>
</context>
<context>
    <name>NewInstructorDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="345"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>New instructor</source>
        <translation>Nuevo instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="389"/>
        <source>Type a name first.</source>
        <translation>Escriba primero un nombre.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="393"/>
        <source>There is already someone called {name}.</source>
        <translation>Ya hay alguien que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="346"/>
        <source>Passphrase</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="347"/>
        <source>Passphrase again</source>
        <translation>Repita la contraseña</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="351"/>
        <source>At least {count} characters: a few words are easy to remember and hard to guess.</source>
        <translation>{count} caracteres como mínimo: unas cuantas palabras son fáciles de recordar y difíciles de adivinar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="364"/>
        <source>Approved by</source>
        <translation>Aprobado por</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="365"/>
        <source>Their passphrase</source>
        <translation>Su contraseña</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>The first instructor</source>
        <translation>El primer instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="376"/>
        <source>This station has no instructor yet: the first one needs nobody&apos;s approval.</source>
        <translation>Este puesto de prácticas todavía no tiene ningún instructor: el primero no necesita la aprobación de nadie.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="378"/>
        <source>An instructor of this station approves with their passphrase.</source>
        <translation>Un instructor de este puesto de prácticas debe aprobarlo con su contraseña.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="411"/>
        <source>An instructor now exists: ask them to approve.</source>
        <translation>Ahora ya hay un instructor: pídale que lo apruebe.</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="336"/>
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Seleccione un elemento y muévalo con Ctrl+Arriba / Ctrl+Abajo, o arrástrelo.</translation>
    </message>
</context>
<context>
    <name>PaceMeter</name>
    <message>
        <location filename="../table/pace.py" line="52"/>
        <source>{value} {unit} an hour (target {low}–{high})</source>
        <translation>{value} {unit} por hora (objetivo {low}–{high})</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Instructor mode</source>
        <translation>Modo instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="246"/>
        <source>Passphrase for {name}:</source>
        <translation>Contraseña para {name}:</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="248"/>
        <source>{name}&apos;s profile is protected.</source>
        <translation>{name} ha protegido su perfil con un PIN.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="255"/>
        <source>{name}&apos;s PIN</source>
        <translation>{name}: PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="258"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contraseña</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="262"/>
        <source>Open with</source>
        <translation>Abrir con</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
</context>
<context>
    <name>PlansPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="146"/>
        <source>New practice plan</source>
        <translation>Nuevo plan de práctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="157"/>
        <source>For</source>
        <translation>Para</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="158"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="159"/>
        <source>Target level</source>
        <translation>Nivel objetivo</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="160"/>
        <source>Due by</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="154"/>
        <source>Cancel the selected plan</source>
        <translation>Anular el plan seleccionado</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>F&amp;or</source>
        <translation>&amp;Para</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>&amp;Drill</source>
        <translation>&amp;Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Target &amp;level</source>
        <translation>&amp;Nivel objetivo</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Due &amp;by</source>
        <translation>&amp;Fecha límite</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="153"/>
        <source>&amp;Assign</source>
        <translation>Asi&amp;gnar</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="161"/>
        <source>Done</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <location filename="../views/instructor_tools.py" line="180"/>
        <source>Every trainee</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Classes</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="191"/>
        <source>Overdue: not everyone is done</source>
        <translation>Fuera de plazo: no todos lo han hecho</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="173"/>
        <source>{answers} · {accuracy} correct · median {median} · streak {streak}</source>
        <translation>{answers} · {accuracy} correctas · mediana {median} · racha de {streak}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="180"/>
        <source>Activity (last 13 weeks)</source>
        <translation>Actividad (últimas 13 semanas)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="225"/>
        <source>Drills (select one to see it on the chart)</source>
        <translation>Ejercicios (elija uno para verlo en el gráfico)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="290"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Objetivo en el nivel {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="294"/>
        <source>{drill}: accuracy and speed by day</source>
        <translation>{drill}: aciertos y rapidez por día</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186"/>
        <source>Recent mistakes</source>
        <translation>Errores recientes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="187"/>
        <source>Try again (Enter)</source>
        <translation>Volver a intentarlo (Intro)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="201"/>
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (nivel {level}) · se esperaba {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="230"/>
        <source>All drills</source>
        <translation>Todos los ejercicios</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Accuracy (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Median seconds</source>
        <translation>Segundos (mediana)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="279"/>
        <source>Accuracy and speed by day</source>
        <translation>Aciertos y rapidez por día</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="174"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="177"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189"/>
        <source>Redo my mistakes ({count})</source>
        <translation>Repetir mis errores ({count})</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="190"/>
        <source>Each recent mistake again, until you answer it right twice</source>
        <translation>Cada error reciente, de nuevo hasta que lo acierte dos veces</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../views/question_panel.py" line="162"/>
        <source>{prompt}
Hint: {hint}</source>
        <translation>{prompt}
Pista: {hint}</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../views/replay_panel.py" line="55"/>
        <source>level {level}</source>
        <translation>nivel {level}</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="56"/>
        <source>Answer given</source>
        <translation>Respuesta dada</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="57"/>
        <source>Expected</source>
        <translation>Se esperaba</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="68"/>
        <source>Worked solution</source>
        <translation>Solución paso a paso</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Passed</source>
        <translation>Superado</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Not passed</source>
        <translation>No superado</translation>
    </message>
    <message>
        <location filename="../reports.py" line="131"/>
        <source>Accuracy by game, week by week</source>
        <translation>Aciertos por juego, semana a semana</translation>
    </message>
    <message>
        <location filename="../reports.py" line="133"/>
        <source>Progress report: {name}</source>
        <translation>Informe de progreso: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="134"/>
        <location filename="../reports.py" line="298"/>
        <source>Printed on {day}</source>
        <translation>Impreso el {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="135"/>
        <source>Drills</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <location filename="../reports.py" line="140"/>
        <source>{answers} answers · {accuracy} correct · median {median}</source>
        <translation>{answers} respuestas · {accuracy} correctas · mediana {median}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="156"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="371"/>
        <location filename="../reports.py" line="445"/>
        <location filename="../reports.py" line="482"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../reports.py" line="157"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../reports.py" line="158"/>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../reports.py" line="159"/>
        <location filename="../reports.py" line="289"/>
        <location filename="../reports.py" line="339"/>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="160"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="340"/>
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="161"/>
        <location filename="../reports.py" line="341"/>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <location filename="../reports.py" line="162"/>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="245"/>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="370"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="723"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../reports.py" line="258"/>
        <source>Not finished</source>
        <translation>No terminado</translation>
    </message>
    <message>
        <location filename="../reports.py" line="264"/>
        <source>No exams yet</source>
        <translation>Todavía no hay exámenes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="290"/>
        <source>Accuracy (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="291"/>
        <source>Class activity, last 30 days</source>
        <translation>Actividad de la clase, últimos 30 días</translation>
    </message>
    <message>
        <location filename="../reports.py" line="296"/>
        <source>Class report</source>
        <translation>Informe de la clase</translation>
    </message>
    <message>
        <location filename="../reports.py" line="299"/>
        <source>Weakest drills</source>
        <translation>Ejercicios más flojos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="207"/>
        <location filename="../reports.py" line="414"/>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="406"/>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="703"/>
        <source>The exam was ended early.</source>
        <translation>El examen se terminó antes de tiempo.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="704"/>
        <source>The exam ran out of time.</source>
        <translation>El examen se quedó sin tiempo.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="659"/>
        <source>Exam: {title}</source>
        <translation>Examen: {title}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="543"/>
        <location filename="../reports.py" line="661"/>
        <source>Date: {day}</source>
        <translation>Fecha: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="698"/>
        <source>{correct} of {questions} right</source>
        <translation>{correct} de {questions} correctas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="720"/>
        <source>Right</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="721"/>
        <source>Accuracy (mark)</source>
        <translation>Aciertos (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="722"/>
        <source>In target time (mark)</source>
        <translation>Dentro del tiempo objetivo (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="651"/>
        <source>Certificate: proctored exam</source>
        <translation>Certificado: examen supervisado</translation>
    </message>
    <message>
        <location filename="../reports.py" line="653"/>
        <source>Certificate of self-assessment (not proctored)</source>
        <translation>Certificado de autoevaluación (sin supervisión)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="676"/>
        <source>This exam was sealed before signed certificates: no code.</source>
        <translation>Este examen se selló antes de los certificados firmados: no tiene código.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="692"/>
        <source>Proctored by {name}</source>
        <translation>Supervisado por {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="693"/>
        <source>Self-assessment, not proctored</source>
        <translation>Autoevaluación, sin supervisión</translation>
    </message>
    <message>
        <location filename="../reports.py" line="806"/>
        <source>Custom exam (an instructor&apos;s file), digest {digest}</source>
        <translation>Examen personalizado (archivo de un instructor), huella {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="808"/>
        <source>Exam bundled with the trainer, digest {digest}</source>
        <translation>Examen incluido con la aplicación, huella {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="811"/>
        <source>Rulebook: {rulebook}</source>
        <translation>Reglamento: {rulebook}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="813"/>
        <source>House rules: {rules}</source>
        <translation>Normas de la casa: {rules}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="815"/>
        <source>House rules: none</source>
        <translation>Normas de la casa: ninguna</translation>
    </message>
    <message>
        <location filename="../reports.py" line="826"/>
        <source>Check this certificate on any computer with the school&apos;s public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</source>
        <translation>Compruebe este certificado en cualquier ordenador con la clave pública de la escuela (school-key.pub): dealer-trainer verify certificate.pdf, o pegue el código.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="833"/>
        <source>Reference: {code}</source>
        <translation>Referencia: {code}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="294"/>
        <source>Class report: {name}</source>
        <translation>Informe del grupo: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="342"/>
        <source>Drills proficient or better</source>
        <translation>Ejercicios competentes o más</translation>
    </message>
    <message>
        <location filename="../reports.py" line="353"/>
        <source>By game</source>
        <translation>Por juego</translation>
    </message>
    <message>
        <location filename="../reports.py" line="364"/>
        <source>Recent mistakes</source>
        <translation>Errores recientes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="372"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="373"/>
        <source>Given</source>
        <translation>Respuesta dada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="374"/>
        <location filename="../reports.py" line="601"/>
        <source>Expected</source>
        <translation>Se esperaba</translation>
    </message>
    <message>
        <location filename="../reports.py" line="397"/>
        <location filename="../reports.py" line="504"/>
        <source>No mistakes</source>
        <translation>Ningún error</translation>
    </message>
    <message>
        <location filename="../reports.py" line="408"/>
        <source>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</source>
        <translation>Cada juego: ejercicios competentes o más / ejercicios practicados, y los aciertos de las respuestas recientes.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="432"/>
        <source>No trainees</source>
        <translation>Ningún alumno</translation>
    </message>
    <message>
        <location filename="../reports.py" line="439"/>
        <source>Practice plans</source>
        <translation>Planes de práctica</translation>
    </message>
    <message>
        <location filename="../reports.py" line="446"/>
        <source>Target level</source>
        <translation>Nivel objetivo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="447"/>
        <source>For</source>
        <translation>Para</translation>
    </message>
    <message>
        <location filename="../reports.py" line="448"/>
        <source>Due by</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <location filename="../reports.py" line="449"/>
        <source>Done</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="477"/>
        <source>Mistakes, last 30 days</source>
        <translation>Errores, últimos 30 días</translation>
    </message>
    <message>
        <location filename="../reports.py" line="483"/>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../reports.py" line="484"/>
        <source>Of answers</source>
        <translation>De respuestas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="485"/>
        <source>Share wrong</source>
        <translation>Parte errónea</translation>
    </message>
    <message>
        <location filename="../reports.py" line="486"/>
        <source>Trainees who erred</source>
        <translation>Alumnos que se equivocaron</translation>
    </message>
    <message>
        <location filename="../reports.py" line="513"/>
        <source>Every trainee</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <location filename="../reports.py" line="147"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competente en {proficient} de {total} ejercicios</translation>
    </message>
    <message>
        <location filename="../reports.py" line="537"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} en la mesa — {mode}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="542"/>
        <source>Trainee: {name}</source>
        <translation>Alumno: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="544"/>
        <location filename="../reports.py" line="745"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="545"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} acciones correctas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="548"/>
        <source>Pace: {pace}</source>
        <translation>Ritmo: {pace}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="550"/>
        <location filename="../reports.py" line="746"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línea roja</numerusform>
            <numerusform>%n líneas rojas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="550"/>
        <source>no red line</source>
        <translation>ninguna línea roja</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Acts right by family</source>
        <translation>Acciones correctas por tipo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Red lines</source>
        <translation>Líneas rojas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Wrong acts</source>
        <translation>Acciones incorrectas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Slowest acts</source>
        <translation>Acciones más lentas</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="624"/>
        <source>Act</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <source>Share</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="598"/>
        <location filename="../reports.py" line="624"/>
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <source>Red line</source>
        <translation>Línea roja</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="599"/>
        <source>Act made</source>
        <translation>Acción hecha</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="602"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../reports.py" line="712"/>
        <source>A retake: one failed area sat again, the others carried.</source>
        <translation>Una repetición: se ha vuelto a hacer un área no superada y se conservan las demás.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="719"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../reports.py" line="551"/>
        <source>(no act)</source>
        <translation>(ninguna acción)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="591"/>
        <source>No red line</source>
        <translation>Ninguna línea roja</translation>
    </message>
    <message>
        <location filename="../reports.py" line="600"/>
        <source>Verdict</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <location filename="../reports.py" line="621"/>
        <source>No wrong act</source>
        <translation>Ninguna acción incorrecta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="624"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="724"/>
        <source>Grade</source>
        <translation>Calificación</translation>
    </message>
    <message>
        <location filename="../reports.py" line="739"/>
        <location filename="../reports.py" line="765"/>
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="744"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acciones</translation>
    </message>
    <message>
        <location filename="../reports.py" line="786"/>
        <source>{name}: carried from the exam of {day} ({exam})</source>
        <translation>{name}: conservada del examen del {day} ({exam})</translation>
    </message>
    <message>
        <location filename="../reports.py" line="202"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location filename="../reports.py" line="208"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../reports.py" line="209"/>
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message>
        <location filename="../reports.py" line="210"/>
        <source>Last pace</source>
        <translation>Último ritmo</translation>
    </message>
    <message>
        <location filename="../reports.py" line="211"/>
        <source>Red lines (last · all)</source>
        <translation>Líneas rojas (última · todas)</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <location filename="../views/roster_panel.py" line="107"/>
        <source>Classes (trainees in each)</source>
        <translation>Grupos (alumnos de cada uno)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="108"/>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="109"/>
        <source>&amp;New class…</source>
        <translation>&amp;Nuevo grupo…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="110"/>
        <source>Rena&amp;me class…</source>
        <translation>Cambiar el nombre del &amp;grupo…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="111"/>
        <source>Show &amp;archived trainees</source>
        <translation>Mostrar los alumnos arc&amp;hivados</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="112"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rupo:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="113"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Cambiar el nombre…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Class</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="144"/>
        <source>No class</source>
        <translation>Sin grupo</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="160"/>
        <source>{name} (archived)</source>
        <translation>{name} (archivado)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Res&amp;tore</source>
        <translation>Recu&amp;perar</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Arc&amp;hive</source>
        <translation>Archi&amp;var</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="203"/>
        <source>Back in the lists, with everything they did</source>
        <translation>Vuelve a las listas, con todo lo que hizo</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="205"/>
        <source>Out of the lists; every answer and exam is kept</source>
        <translation>Fuera de las listas; se conservan todas las respuestas y los exámenes</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>New class</source>
        <translation>Nuevo grupo</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="221"/>
        <source>There is already a class called {name}.</source>
        <translation>Ya hay un grupo que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="235"/>
        <location filename="../views/roster_panel.py" line="261"/>
        <location filename="../views/roster_panel.py" line="304"/>
        <source>Type a name first.</source>
        <translation>Escriba primero un nombre.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="237"/>
        <source>Class {name} created.</source>
        <translation>Se ha creado el grupo {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <source>Rename the class</source>
        <translation>Cambiar el nombre del grupo</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="264"/>
        <source>Class {old} is now {new}.</source>
        <translation>El grupo {old} ahora se llama {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="279"/>
        <source>{name} is now in {group}.</source>
        <translation>{name} ahora está en el grupo {group}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="281"/>
        <source>{name} is in no class now.</source>
        <translation>{name} ahora no está en ningún grupo.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>Rename the trainee</source>
        <translation>Cambiar el nombre del alumno</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="301"/>
        <source>There is already someone called {name}.</source>
        <translation>Ya hay alguien que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="306"/>
        <source>{old} is now {new}.</source>
        <translation>{old} ahora se llama {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="317"/>
        <source>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</source>
        <translation>{name} está en el archivo: fuera de las listas, con todas las respuestas conservadas. Marque «Mostrar los alumnos archivados» para volver a encontrarlo.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="323"/>
        <source>{name} is back in the lists.</source>
        <translation>{name} vuelve a estar en las listas.</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <location filename="../views/rule_panel.py" line="61"/>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="62"/>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="67"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>Esta lección no se puede mostrar: {problem}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="72"/>
        <source>Open the whole lesson (ends the session)</source>
        <translation>Abrir toda la lección (termina la sesión)</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../storage_messages.py" line="31"/>
        <source>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</source>
        <translation>Otro programa tiene bloqueado el archivo de progreso: ciérrelo (una herramienta de copia o de sincronización, un visor de bases de datos, otro Dealer Trainer) o espere un momento.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="28"/>
        <source>The disk is full: free some space, or ask the instructor.</source>
        <translation>El disco está lleno: libere espacio o avise al instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="48"/>
        <source>The disk reported an error.</source>
        <translation>El disco ha informado de un error.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="36"/>
        <source>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</source>
        <translation>No se puede escribir en el archivo de progreso: el disco o la carpeta son de solo lectura. Avise al instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="41"/>
        <source>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</source>
        <translation>El archivo de progreso está dañado (SQLite lo ha encontrado mal formado). Si volver a guardar no funciona, cierre Dealer Trainer y vuelva a abrirlo: revisará el archivo, conservará la copia dañada y empezará uno nuevo.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="53"/>
        <source>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</source>
        <translation>No se ha podido guardar la respuesta; se conserva aquí. Cuando esté resuelto, pulse Intro para volver a guardarla.</translation>
    </message>
</context>
<context>
    <name>SchoolServerDialog</name>
    <message>
        <location filename="../views/school_server_dialog.py" line="114"/>
        <source>&amp;Connection string or service name:</source>
        <translation>&amp;Cadena de conexión o nombre del servicio:</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="115"/>
        <source>&amp;Password (kept in the system keyring):</source>
        <translation>&amp;Contraseña (se guarda en el llavero del sistema):</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="116"/>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="156"/>
        <source>Connected as {role}, {kind}; PostgreSQL {version}.</source>
        <translation>Conectado como {role}, {kind}; PostgreSQL {version}.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="117"/>
        <source>Create or upgrade the school&apos;s tables</source>
        <translation>Crear o actualizar las tablas de la escuela</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="109"/>
        <source>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</source>
        <translation>Cada respuesta se guarda primero en este puesto de prácticas y después se envía al servidor PostgreSQL de la escuela, que devuelve los alumnos, los grupos, los planes, los modelos de examen y las normas de la casa de toda la escuela.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="128"/>
        <source>Not a usable setting: {reason}</source>
        <translation>Esta configuración no se puede usar: {reason}</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="106"/>
        <source>School server</source>
        <translation>Servidor de la escuela</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="180"/>
        <source>School tables ready (%n step(s) run).</source>
        <translation>
            <numerusform>Tablas de la escuela listas (%n paso ejecutado).</numerusform>
            <numerusform>Tablas de la escuela listas (%n pasos ejecutados).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="122"/>
        <source>Stop using a school server</source>
        <translation>Dejar de usar un servidor de la escuela</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="164"/>
        <source>The server cannot be reached.</source>
        <translation>No se llega al servidor.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="166"/>
        <source>The server has no school tables yet, or older ones.</source>
        <translation>El servidor todavía no tiene las tablas de la escuela, o las tiene más antiguas.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="165"/>
        <source>The server refused the role or its password.</source>
        <translation>El servidor no ha aceptado el rol o su contraseña.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="167"/>
        <source>This role is neither a station&apos;s nor an instructor&apos;s.</source>
        <translation>Este rol no es ni de un puesto de prácticas ni de un instructor.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="248"/>
        <source>This station no longer uses a school server.</source>
        <translation>Este puesto de prácticas ya no usa ningún servidor de la escuela.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="232"/>
        <source>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</source>
        <translation>Este sistema no tiene ningún llavero donde guardar la contraseña. Indique un servicio (service=…) con la contraseña en un archivo .pgpass.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="151"/>
        <source>a station</source>
        <translation>un puesto de prácticas</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="152"/>
        <source>an instructor&apos;s station (reads the whole school)</source>
        <translation>el puesto de un instructor (ve toda la escuela)</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="153"/>
        <source>the school&apos;s owner</source>
        <translation>el propietario de la escuela</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="119"/>
        <source>Publish this station&apos;s exam blueprints and house rules to the school</source>
        <translation>Publicar en la escuela los modelos de examen y las normas de la casa de este puesto de prácticas</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="217"/>
        <source>Published: %n new blueprint(s); house rules {what}.</source>
        <translation>
            <numerusform>Publicado: %n modelo nuevo; normas de la casa {what}.</numerusform>
            <numerusform>Publicado: %n modelos nuevos; normas de la casa {what}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>updated</source>
        <translation>actualizadas</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="121"/>
        <source>Create a login role for a station</source>
        <translation>Crear un rol de acceso para un puesto de prácticas</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="199"/>
        <source>Role {role} created. Its password, shown only now: {password}</source>
        <translation>Se ha creado el rol {role}. Su contraseña, que solo se muestra ahora: {password}</translation>
    </message>
</context>
<context>
    <name>SchoolSync</name>
    <message numerus="yes">
        <location filename="../school_sync.py" line="110"/>
        <source>%n school file(s) refused</source>
        <translation>
            <numerusform>%n archivo de la escuela rechazado</numerusform>
            <numerusform>%n archivos de la escuela rechazados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="121"/>
        <source>%n answer(s) waiting</source>
        <translation>
            <numerusform>%n respuesta por enviar</numerusform>
            <numerusform>%n respuestas por enviar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="118"/>
        <source>School server unreachable · %n answer(s) waiting</source>
        <translation>
            <numerusform>No se llega al servidor de la escuela · %n respuesta por enviar</numerusform>
            <numerusform>No se llega al servidor de la escuela · %n respuestas por enviar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="115"/>
        <source>School server: connecting…</source>
        <translation>Servidor de la escuela: conectando…</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="120"/>
        <source>School server: synced</source>
        <translation>Servidor de la escuela: todo enviado</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="109"/>
        <source>School server: {server}</source>
        <translation>Servidor de la escuela: {server}</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="121"/>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
</context>
<context>
    <name>SecretChangeDialog</name>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="42"/>
        <source>{name}&apos;s current passphrase</source>
        <translation>{name}: contraseña actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="44"/>
        <source>{name}&apos;s current PIN</source>
        <translation>{name}: PIN actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="50"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contraseña</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="53"/>
        <source>Confirm with</source>
        <translation>Confirme con</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="58"/>
        <source>New passphrase</source>
        <translation>Contraseña nueva</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="59"/>
        <source>New passphrase again</source>
        <translation>Repita la contraseña nueva</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="61"/>
        <source>New PIN</source>
        <translation>PIN nuevo</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="62"/>
        <source>New PIN again</source>
        <translation>Repita el PIN nuevo</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="65"/>
        <source>Remove the PIN</source>
        <translation>Quitar el PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Passphrase</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Profile PIN</source>
        <translation>PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="75"/>
        <source>Change the passphrase of {name}.</source>
        <translation>Cambie la contraseña ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="77"/>
        <source>Change or remove the PIN that protects {name}&apos;s profile.</source>
        <translation>Cambie o quite el PIN que protege este perfil ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="81"/>
        <source>Protect {name}&apos;s profile with a PIN: others then need it (or an instructor&apos;s passphrase) to practise as {name}.</source>
        <translation>Proteja este perfil ({name}) con un PIN: cualquier otra persona lo necesitará (o la contraseña de un instructor) para practicar con él.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="121"/>
        <source>New passphrase</source>
        <translation>Contraseña nueva</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="124"/>
        <source>New passphrase again</source>
        <translation>Repita la contraseña nueva</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="146"/>
        <source>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</source>
        <translation>{name}, ahora los instructores usan una contraseña de {count} caracteres como mínimo en lugar de un PIN. Elija una para continuar; el PIN dejará de servir.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="163"/>
        <source>Wrong passphrase.</source>
        <translation>Contraseña incorrecta.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="165"/>
        <source>Wrong PIN.</source>
        <translation>PIN incorrecto.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="174"/>
        <source>{wrong} Try again.</source>
        <translation>{wrong} Vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="179"/>
        <source>{wrong} Wait {seconds} s before trying again.</source>
        <translation>{wrong} Espere {seconds} s antes de volver a intentarlo.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="190"/>
        <source>You may try again.</source>
        <translation>Ya puede volver a intentarlo.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="223"/>
        <source>A passphrase needs at least {count} characters.</source>
        <translation>Una contraseña debe tener {count} caracteres como mínimo.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="226"/>
        <source>A PIN needs at least {count} characters.</source>
        <translation>Un PIN debe tener {count} caracteres como mínimo.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="231"/>
        <source>The two passphrases differ.</source>
        <translation>Las dos contraseñas no coinciden.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="232"/>
        <source>The two PINs differ.</source>
        <translation>Los dos PIN no coinciden.</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="242"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="243"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="244"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245"/>
        <location filename="../views/settings_view.py" line="248"/>
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="246"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="247"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="249"/>
        <source>Rulebook and house rules</source>
        <translation>Reglamento y normas de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="250"/>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="251"/>
        <source>Save house rules</source>
        <translation>Guardar las normas de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="252"/>
        <source>Back to the regulation</source>
        <translation>Volver al reglamento</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="256"/>
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punto y banca: comisión de la banca (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="258"/>
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punto y banca: cobro de la comisión (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="260"/>
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: se puede doblar con (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="262"/>
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: el blackjack del crupier se lleva (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="264"/>
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: mínimo de la mesa (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="265"/>
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: máximo de la mesa (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="266"/>
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Ruleta: mínimo de la mesa (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="267"/>
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Ruleta: máximo a un pleno (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="268"/>
        <source>Craps: table minimum (CR-15)</source>
        <translation>Dados: mínimo de la mesa (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="269"/>
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Dados: máximo de la apuesta sencilla (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="270"/>
        <source>Payouts that do not fall on a chip</source>
        <translation>Pagos que no cuadran con una ficha</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="274"/>
        <source>Chip set (value and colour, smallest first)</source>
        <translation>Juego de fichas (valor y color, de la más pequeña a la más grande)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="276"/>
        <source>at once, from each win</source>
        <translation>en el acto, de cada ganancia</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="277"/>
        <source>at the end of the shoe</source>
        <translation>al final del sabot</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="278"/>
        <source>any first two cards</source>
        <translation>cualquier par de primeras cartas</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="279"/>
        <source>9, 10 or 11 only</source>
        <translation>solo 9, 10 u 11</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="280"/>
        <source>every bet, doubles and splits included</source>
        <translation>todas las apuestas, dobles y separaciones incluidas</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="281"/>
        <source>the original bets only</source>
        <translation>solo las apuestas iniciales</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="282"/>
        <source>paid exactly, to the cent</source>
        <translation>pagados exactos, al céntimo</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="283"/>
        <source>rounded down to the smallest chip</source>
        <translation>redondeados a la baja a la ficha más pequeña</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="471"/>
        <source>Not saved: {field}: {problem}</source>
        <translation>No guardado: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="444"/>
        <source>Saved. New questions use these rules.</source>
        <translation>Guardado. Las preguntas nuevas usan estas normas.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="494"/>
        <source>House rules removed: the regulation&apos;s values apply.</source>
        <translation>Normas de la casa eliminadas: se aplican los valores del reglamento.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="253"/>
        <source>Change as instructor…</source>
        <translation>Cambiarlas como instructor…</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="344"/>
        <source>Unlocked by an instructor until you leave this screen.</source>
        <translation>Desbloqueado por un instructor hasta que salga de esta pantalla.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="349"/>
        <source>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</source>
        <translation>Los exámenes se hacen con estas normas: solo un instructor puede cambiar el reglamento, las normas de la casa y el juego de fichas.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="356"/>
        <source>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</source>
        <translation>Los exámenes se hacen con estas normas: solo un instructor puede cambiarlas. Cree el primer instructor en la pantalla «¿Quién practica?».</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="370"/>
        <source>An instructor&apos;s passphrase is needed to change the house rules.</source>
        <translation>Para cambiar las normas de la casa hace falta la contraseña de un instructor.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="409"/>
        <source>Not saved: an instructor must unlock the house rules.</source>
        <translation>No guardado: un instructor debe desbloquear las normas de la casa.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="438"/>
        <source>Not saved: the instructor&apos;s passphrase was refused.</source>
        <translation>No guardado: la contraseña del instructor se ha rechazado.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="485"/>
        <source>Not changed: an instructor must unlock the house rules.</source>
        <translation>No se ha cambiado nada: un instructor debe desbloquear las normas de la casa.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="455"/>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="456"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="457"/>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="458"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="459"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="460"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="461"/>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="462"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="463"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="464"/>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="465"/>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="417"/>
        <source>write each chip as a value and a colour, like “{example}”</source>
        <translation>escriba cada ficha con un valor y un color, como «{example}»</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write the commission as a percentage, like {example}: a rate under 1 % is typed with its sign ({small})</source>
        <translation>escriba la comisión como porcentaje, por ejemplo {example}: una comisión de menos del 1 % se escribe con el signo ({small})</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>a percentage has at most two decimals, like {example}</source>
        <translation>un porcentaje tiene como mucho dos decimales, por ejemplo {example}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>the commission is {low} to {high} (PB-04)</source>
        <translation>la comisión va del {low} al {high} (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write a percentage, like {example}</source>
        <translation>escriba un porcentaje, por ejemplo {example}</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Amount paid or collected</source>
        <translation>Importe pagado o retirado</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="457"/>
        <source>Choose…</source>
        <translation>Elija…</translation>
    </message>
</context>
<context>
    <name>ShareKeyDialog</name>
    <message>
        <location filename="../views/school_key_dialog.py" line="51"/>
        <source>Instructor who holds the key</source>
        <translation>Instructor que tiene la clave</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="52"/>
        <location filename="../views/school_key_dialog.py" line="54"/>
        <source>Their passphrase</source>
        <translation>Su contraseña</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="53"/>
        <source>Give a copy to</source>
        <translation>Dar una copia a</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="67"/>
        <source>Share the school key</source>
        <translation>Compartir la clave de la escuela</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="72"/>
        <source>Choose an instructor on each side.</source>
        <translation>Elija un instructor a cada lado.</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="81"/>
        <source>Wrong passphrase for {name}.</source>
        <translation>Contraseña incorrecta para {name}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <source>Drills and exams</source>
        <translation>Ejercicios y exámenes</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="69"/>
        <source>Write every stack&apos;s amount on the felt (again: only under the mouse)</source>
        <translation>Escribir el importe de cada pila sobre el tapete (de nuevo: solo bajo el ratón)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="27"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Submit the answer; again: the next question</source>
        <translation>Envía la respuesta; otra vez: la pregunta siguiente</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>End the session (its summary shows); closes a rule first</source>
        <translation>Termina la sesión (se muestra su resumen); antes cierra la regla abierta</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="48"/>
        <source>Esc elsewhere</source>
        <translation>Esc en otras pantallas</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="49"/>
        <source>Back home from a lesson, progress, settings or a game</source>
        <translation>Vuelve al inicio desde una lección, el progreso, la configuración o un juego</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="52"/>
        <source>Any key during the deal</source>
        <translation>Cualquier tecla durante el reparto</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="53"/>
        <source>Show the end of the deal (a digit typed goes to the answer too)</source>
        <translation>Muestra el final del reparto (una cifra escrita también va a la respuesta)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="58"/>
        <source>Choose an option: a number option on its own digit, the others in the order shown</source>
        <translation>Elige una opción: una opción que es un número, con su cifra; las demás, en el orden en que aparecen</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Move through the options</source>
        <translation>Pasa de una opción a otra</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="63"/>
        <source>Chip tray: add a chip, from the smallest</source>
        <translation>Bandeja de fichas: añade una ficha, de la más pequeña a la más grande</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Backspace</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Chip tray: take the last chip back</source>
        <translation>Bandeja de fichas: quita la última ficha</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Ctrl+Up / Ctrl+Down</source>
        <translation>Ctrl+Arriba / Ctrl+Abajo</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Move the selected item up or down</source>
        <translation>Sube o baja el elemento elegido</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Page Up / Page Down</source>
        <translation>Re Pág / Av Pág</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Scroll the feedback or the rule shown</source>
        <translation>Desplaza la corrección o la regla mostrada</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Next field (a settlement&apos;s result and amount)</source>
        <translation>Campo siguiente (el resultado y el importe de una liquidación)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="73"/>
        <source>Running the table</source>
        <translation>Llevar la mesa</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../storage_messages.py" line="66"/>
        <source>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</source>
        <translation>Junto al archivo de progreso había un archivo de registro que no le correspondía. Se ha movido a {moved}. Su archivo de progreso no se ha modificado.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="130"/>
        <source>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</source>
        <translation>Otro programa tiene bloqueado el archivo de progreso {path}. Ciérrelo (una herramienta de copia o de sincronización, un visor de bases de datos, otro Dealer Trainer) y vuelva a abrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="142"/>
        <source>Dealer Trainer cannot start</source>
        <translation>Dealer Trainer no puede abrirse</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="135"/>
        <source>Dealer Trainer could not start: {error}</source>
        <translation>Dealer Trainer no se ha podido abrir: {error}</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="157"/>
        <source>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</source>
        <translation>Dealer Trainer ha encontrado un problema inesperado: {error}. Las respuestas ya guardadas están a salvo. Si vuelve a ocurrir, avise al instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="65"/>
        <source>Log file set aside</source>
        <translation>Archivo de registro apartado</translation>
    </message>
    <message>
        <location filename="../app.py" line="128"/>
        <source>Progress file damaged</source>
        <translation>Archivo de progreso dañado</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="72"/>
        <source>Progress file replaced</source>
        <translation>Archivo de progreso sustituido</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="73"/>
        <source>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</source>
        <translation>Archivo de progreso sustituido: el archivo dañado se conserva en {moved}.

No se ha podido usar el archivo de progreso y se ha creado uno nuevo, vacío, en su lugar.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="162"/>
        <source>Something went wrong</source>
        <translation>Algo ha ido mal</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="80"/>
        <source>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</source>
        <translation>Las copias de seguridad de antes se conservan en {folder} hasta que un instructor las descarte; se puede restaurar la más reciente.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="106"/>
        <source>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</source>
        <translation>No se puede escribir en la carpeta de datos {path}: es de solo lectura, o esta cuenta no puede escribir en ella. Pida permiso de escritura a quien administra este ordenador, o haga que DEALER_TRAINER_HOME indique una carpeta donde pueda escribir, y vuelva a abrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="96"/>
        <source>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</source>
        <translation>La carpeta de datos {path} es un archivo, no una carpeta. Si ha definido DEALER_TRAINER_HOME, haga que indique una carpeta (o elimínela) y vuelva a abrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="112"/>
        <source>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</source>
        <translation>El disco donde está {path} está lleno. Libere espacio y vuelva a abrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="153"/>
        <source>The last change could not be saved. {cause}
({detail})</source>
        <translation>No se ha podido guardar el último cambio. {cause}
({detail})</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="118"/>
        <source>The progress file {path} cannot be opened. Check the disk, then start again.</source>
        <translation>No se puede abrir el archivo de progreso {path}. Revise el disco y vuelva a abrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="124"/>
        <source>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</source>
        <translation>El archivo de progreso {path} lo escribió una versión más nueva de Dealer Trainer. Instale esa versión para abrirlo; el archivo no se ha tocado.</translation>
    </message>
    <message>
        <location filename="../app.py" line="122"/>
        <source>Today&apos;s check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</source>
        <translation>La revisión diaria del archivo de progreso ha encontrado daños. Cierre Dealer Trainer y vuelva a abrirlo: apartará el archivo dañado (conservado, no borrado), empezará uno nuevo y guardará para el instructor las copias de seguridad de antes.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="101"/>
        <source>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</source>
        <translation>Donde debería estar el archivo de progreso, {path} es una carpeta. Muévala o cámbiele el nombre (no se ha cambiado nada en ella) y vuelva a abrir Dealer Trainer.</translation>
    </message>
</context>
<context>
    <name>TableCalls</name>
    <message>
        <location filename="../table/calls.py" line="240"/>
        <source>Type a call first.</source>
        <translation>Escriba primero el anuncio.</translation>
    </message>
    <message>
        <location filename="../table/calls.py" line="258"/>
        <source>“{text}” is not a call at this table.</source>
        <translation>«{text}» no es ningún anuncio de esta mesa.</translation>
    </message>
</context>
<context>
    <name>TableHouse</name>
    <message>
        <location filename="../table/house.py" line="12"/>
        <source>{to} to {per}</source>
        <translation>{to} a {per}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="24"/>
        <source>Payouts to the cent (MO-05)</source>
        <translation>Pagos al céntimo (MO-05)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="26"/>
        <source>Payouts rounded down to the {chip} chip, deductions up (MO-02, MO-03)</source>
        <translation>Pagos redondeados a la baja a la ficha de {chip}, deducciones al alza (MO-02, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="30"/>
        <source>Chips: {chips}</source>
        <translation>Fichas: {chips}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="31"/>
        <source>Rulebook: {name}</source>
        <translation>Reglamento: {name}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="39"/>
        <source>The dealer stands on soft 17 (BJ-08)</source>
        <translation>La banca se planta con 17 blando (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="41"/>
        <source>The dealer draws to soft 17 (BJ-08)</source>
        <translation>La banca pide con 17 blando (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="44"/>
        <source>{decks} decks, {boxes} boxes (BJ-01, BJ-03)</source>
        <translation>{decks} barajas, {boxes} casillas (BJ-01, BJ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="48"/>
        <source>Blackjack pays {bj}, insurance {ins} (BJ-10, BJ-11)</source>
        <translation>El BlackJack paga {bj}; el seguro, {ins} (BJ-10, BJ-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="52"/>
        <source>Double after a split: {das}; resplit: {resplit}</source>
        <translation>Doblar después de separar: {das}; volver a separar: {resplit}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="55"/>
        <source>Cut card {n} cards from the end (BJ-02)</source>
        <translation>Carta de corte a {n} cartas del final (BJ-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="62"/>
        <source>Single zero (RO-01)</source>
        <translation>Un solo cero (RO-01)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="63"/>
        <source>Minimum {low}; plein up to {plein}, simple chances up to {simple}</source>
        <translation>Mínimo {low}; pleno hasta {plein}, suertes sencillas hasta {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="70"/>
        <source>En prison on zero: {on} (RO-11)</source>
        <translation>En prisión con el cero: {on} (RO-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="73"/>
        <source>Announced bets: {on} (RO-16)</source>
        <translation>Apuestas anunciadas: {on} (RO-16)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="80"/>
        <source>the bank up to {max} (CF-06)</source>
        <translation>la banca hasta {max} (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="84"/>
        <source>the bank without a limit (CF-06)</source>
        <translation>la banca sin límite (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="87"/>
        <source>{decks} decks; {mode}</source>
        <translation>{decks} barajas; {mode}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="88"/>
        <source>The punter chooses on 5: {on} (CF-03)</source>
        <translation>El punto elige con 5: {on} (CF-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="91"/>
        <source>Cagnotte: 5 % of the bank&apos;s win, rounded up (CF-05, MO-03)</source>
        <translation>Cagnotte: el 5 % de la ganancia de la banca, redondeado al alza (CF-05, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="96"/>
        <source>{decks} decks; the stop card {n} cards from the end (TQ-06)</source>
        <translation>{decks} barajas; la carta de corte a {n} cartas del final (TQ-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="100"/>
        <source>Every chance pays {pays} (TQ-03)</source>
        <translation>Todas las suertes pagan {pays} (TQ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="103"/>
        <source>En prison on a refait: {on} (TQ-04)</source>
        <translation>En prisión con un refait: {on} (TQ-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="110"/>
        <source>Nine numbers; the 5 wins only on a number (BO-01, BO-02)</source>
        <translation>Nueve números; el 5 solo gana al número (BO-01, BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="111"/>
        <source>Minimum {low}; a number up to {number}, simple chances up to {simple}</source>
        <translation>Mínimo {low}; un número hasta {number}, suertes sencillas hasta {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="119"/>
        <source>A number pays {number}, a simple chance {simple} (BO-02)</source>
        <translation>Un número paga {number}; una suerte sencilla, {simple} (BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="126"/>
        <source>taken from each win</source>
        <translation>descontada de cada ganancia</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="128"/>
        <source>marked and collected at the end of the shoe</source>
        <translation>marcada y cobrada al acabar el sabot</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="131"/>
        <source>{decks} decks, {seats} seats</source>
        <translation>{decks} barajas, {seats} plazas</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="135"/>
        <source>Tie pays {tie} (PB-04)</source>
        <translation>El empate paga {tie} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="136"/>
        <source>Banker commission {rate} %, {collected} (PB-04)</source>
        <translation>Comisión de la banca {rate} %, {collected} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="148"/>
        <source>A die at rest on chips: the roll counts (CR-17)</source>
        <translation>Un dado parado sobre fichas: la tirada cuenta (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="150"/>
        <source>A die at rest on chips: no roll (CR-17)</source>
        <translation>Un dado parado sobre fichas: tirada nula (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="154"/>
        <source>Odds up to {percent} % of the line or come bet (CR-11)</source>
        <translation>Suerte asociada: como máximo, el {percent} % de la apuesta de línea o de come (CR-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="157"/>
        <source>Place 6 and 8 pay {ratio} (CR-13)</source>
        <translation>Las apuestas place al 6 y al 8 pagan {ratio} (CR-13)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="164"/>
        <source>The last {n} rolls are announced (CR-18)</source>
        <translation>Se anuncian las {n} últimas tiradas (CR-18)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="175"/>
        <source>Stakes {low} to {high}</source>
        <translation>Apuestas de {low} a {high}</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../table/keys.py" line="13"/>
        <source>Enter / Space</source>
        <translation>Intro / Espacio</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="14"/>
        <source>The act under the cursor: the next card, a bet collected or paid</source>
        <translation>El acto bajo el cursor: la carta siguiente, una apuesta retirada o pagada</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="19"/>
        <source>Tab / Shift+Tab</source>
        <translation>Tabulador / Mayús+Tabulador</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="20"/>
        <source>Cursor to the next or previous hand or bet, in order</source>
        <translation>El cursor a la mano o la apuesta siguiente o anterior, en orden</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="23"/>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="24"/>
        <source>Cursor across the cloth; Up / Down: between hands and bets</source>
        <translation>El cursor por el paño; Arriba / Abajo: entre manos y apuestas</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="26"/>
        <source>A chip into the tray, from the smallest</source>
        <translation>Una ficha a la bandeja, de la más pequeña a la más grande</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="28"/>
        <source>Backspace / Delete</source>
        <translation>Retroceso / Supr</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="29"/>
        <source>The last chip back / the tray emptied</source>
        <translation>Quita la última ficha / vacía la bandeja</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="31"/>
        <source>Type an amount: the tray takes the fewest chips</source>
        <translation>Escriba un importe: la bandeja lo forma con el mínimo de fichas</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="33"/>
        <source>F3, or a letter</source>
        <translation>F3, o una letra</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="34"/>
        <source>Say a call in full (Enter says it, Esc leaves it)</source>
        <translation>Haga un anuncio completo (Intro lo anuncia, Esc lo deja)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="36"/>
        <source>The acts on the bar under the felt</source>
        <translation>Los actos de la barra bajo el paño</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="37"/>
        <source>The act due now (it then counts toward no drill)</source>
        <translation>El acto que toca ahora (entonces no cuenta para ningún ejercicio)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="39"/>
        <source>Right click</source>
        <translation>Clic derecho</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="40"/>
        <source>Put the cursor on a hand or bet without acting</source>
        <translation>Ponga el cursor sobre una mano o una apuesta sin actuar</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="43"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="44"/>
        <source>End the session and see its report</source>
        <translation>Termina la sesión y muestra su informe</translation>
    </message>
</context>
<context>
    <name>TableReplayPanel</name>
    <message>
        <location filename="../views/table_replay.py" line="85"/>
        <source>&amp;Coup:</source>
        <translation>&amp;Jugada:</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="86"/>
        <source>← Previous act</source>
        <translation>← Acción anterior</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="87"/>
        <source>Next act →</source>
        <translation>Acción siguiente →</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="101"/>
        <source>Coup {number}</source>
        <translation>Jugada {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_replay.py" line="103"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="117"/>
        <location filename="../views/table_replay.py" line="161"/>
        <source>(no act)</source>
        <translation>(ninguna acción)</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="118"/>
        <source>{n}. {act} · {verdict} · {seconds}</source>
        <translation>{n}. {act} · {verdict} · {seconds}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Act</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Expected</source>
        <translation>Acción esperada</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Red line</source>
        <translation>Línea roja</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="160"/>
        <source>At the table: {cue}</source>
        <translation>En la mesa: {cue}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="170"/>
        <source>Time: {seconds}</source>
        <translation>Tiempo: {seconds}</translation>
    </message>
</context>
<context>
    <name>TableReportView</name>
    <message>
        <location filename="../views/table_report_view.py" line="173"/>
        <source>Acts right by family</source>
        <translation>Acciones correctas por tipo</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Act</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Share</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="177"/>
        <source>Slowest acts</source>
        <translation>Acciones más lentas</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="179"/>
        <source>Red lines</source>
        <translation>Líneas rojas</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <source>Red line</source>
        <translation>Línea roja</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="183"/>
        <source>Wrong acts (select one to replay its coup)</source>
        <translation>Acciones incorrectas (elija una para volver a ver su jugada)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Act made</source>
        <translation>Acción hecha</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Expected</source>
        <translation>Acción esperada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="187"/>
        <source>Each coup, act by act (← → step)</source>
        <translation>Cada jugada, acción por acción (← → avanzan)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="188"/>
        <source>Save as PDF…</source>
        <translation>Guardar en PDF…</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="189"/>
        <source>Done (Esc)</source>
        <translation>Hecho (Esc)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="212"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} en la mesa — {mode}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="217"/>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="219"/>
        <source>{name} · {day} · {coups}</source>
        <translation>{name} · {day} · {coups}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="220"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="225"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línea roja</numerusform>
            <numerusform>%n líneas rojas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="225"/>
        <source>no red line</source>
        <translation>ninguna línea roja</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="228"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} acciones correctas</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="232"/>
        <source>Pace: {pace}</source>
        <translation>Ritmo: {pace}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="257"/>
        <source>(no act)</source>
        <translation>(ninguna acción)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="298"/>
        <source>Table session report</source>
        <translation>Informe de la sesión en la mesa</translation>
    </message>
</context>
<context>
    <name>TableSessionView</name>
    <message>
        <location filename="../table/session_view.py" line="234"/>
        <source>End session (Esc)</source>
        <translation>Termina la sesión (Esc)</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="235"/>
        <source>Call (F3):</source>
        <translation>Anuncio (F3):</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="237"/>
        <source>the call in full, as you say it at the table; Enter says it</source>
        <translation>el anuncio completo, como lo dice en la mesa; Intro lo anuncia</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="384"/>
        <source>Nothing under the cursor: move it with the arrows or Tab.</source>
        <translation>No hay nada bajo el cursor: muévelo con las flechas o el tabulador.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="388"/>
        <source>Put the cursor on the hand the card belongs to.</source>
        <translation>Ponga el cursor sobre la mano a la que iba la carta.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="395"/>
        <source>This bet is paid: put the right chips in the tray to correct it.</source>
        <translation>Esta apuesta ya está pagada: ponga las fichas correctas en la bandeja para corregirla.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="399"/>
        <source>No bet is settled before the ball falls: spin first (RO-14, BO-01).</source>
        <translation>Ninguna apuesta se liquida antes de que caiga la bola: primero, el lanzamiento (RO-14, BO-01).</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="413"/>
        <source>{verb}: put the cursor on a hand or bet (and chips in the tray) first.</source>
        <translation>{verb}: primero ponga el cursor sobre una mano o una apuesta (y fichas en la bandeja).</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="616"/>
        <source>Coup {n} of {total}</source>
        <translation>Jugada {n} de {total}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="619"/>
        <source>Coup {n}</source>
        <translation>Jugada {n}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="636"/>
        <source>A card in hand. Enter: {act}; Esc: put it back</source>
        <translation>Una carta en la mano. Intro: {act}; Esc: devuélvela donde estaba</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="645"/>
        <source>Enter: {act}</source>
        <translation>Intro: {act}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="677"/>
        <source>Next</source>
        <translation>Ahora toca</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="702"/>
        <source>Expected</source>
        <translation>Se esperaba</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="708"/>
        <source>Red line</source>
        <translation>Línea roja</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="794"/>
        <source>({left} left)</source>
        <translation>(quedan {left})</translation>
    </message>
</context>
<context>
    <name>TableSessionsPanel</name>
    <message>
        <source>Red lines (last · all)</source>
        <translation>Líneas rojas (última · todas)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Acts right</source>
        <translation>Acciones correctas</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="73"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="74"/>
        <source>&amp;Sessions (Enter opens the report)</source>
        <translation>&amp;Sesiones (Intro abre el informe)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Last pace</source>
        <translation>Último ritmo</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="90"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="92"/>
        <source>Coups</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <location filename="../views/table_sessions_panel.py" line="94"/>
        <source>Red lines</source>
        <translation>Líneas rojas</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="105"/>
        <source>No session at the table yet</source>
        <translation>Todavía ninguna sesión en la mesa</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="80"/>
        <source>Sessions played at this table</source>
        <translation>Sesiones hechas en esta mesa</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="81"/>
        <source>The last timed session&apos;s coups an hour</source>
        <translation>Jugadas por hora de la última sesión cronometrada</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82"/>
        <source>Red lines in the last session · in all</source>
        <translation>Líneas rojas en la última sesión · en total</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="91"/>
        <source>Game · mode</source>
        <translation>Juego · modo</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="93"/>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
</context>
<context>
    <name>TableSetupView</name>
    <message>
        <location filename="../table/setup_view.py" line="135"/>
        <source>Run the table</source>
        <translation>Lleva la mesa</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="136"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="139"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="142"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="143"/>
        <source>Coups</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="144"/>
        <source>Minutes of dealing</source>
        <translation>Minutos de juego</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="145"/>
        <source>House rules in force</source>
        <translation>Normas de la casa vigentes</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="146"/>
        <source>Back (Esc)</source>
        <translation>Atrás (Esc)</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="147"/>
        <source>Deal (Enter)</source>
        <translation>Reparte (Intro)</translation>
    </message>
</context>
<context>
    <name>TableVerbs</name>
    <message>
        <location filename="../table/verbs.py" line="142"/>
        <source>Stand</source>
        <translation>Se planta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="143"/>
        <source>Refuse the bet</source>
        <translation>Rechaza la apuesta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="144"/>
        <source>Accept the bet</source>
        <translation>Acepta la apuesta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="146"/>
        <source>Cards to the discards</source>
        <translation>Cartas al descartador</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="149"/>
        <source>Move the card</source>
        <translation>Mueve la carta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="153"/>
        <source>Split</source>
        <translation>Separa</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="154"/>
        <source>Announce the double</source>
        <translation>Anuncia el doble</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="157"/>
        <source>Offer insurance</source>
        <translation>Ofrece el seguro</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="164"/>
        <source>Discard the face-up card</source>
        <translation>Retira la carta boca arriba</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="174"/>
        <source>Launch ↻</source>
        <translation>Lanza ↻</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="179"/>
        <source>Launch ↺</source>
        <translation>Lanza ↺</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="183"/>
        <source>Mark the number</source>
        <translation>Marca el número</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="184"/>
        <location filename="../table/verbs.py" line="210"/>
        <source>Half back</source>
        <translation>Devuelve la mitad</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="185"/>
        <location filename="../table/verbs.py" line="211"/>
        <source>Into prison</source>
        <translation>A prisión</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="186"/>
        <location filename="../table/verbs.py" line="212"/>
        <source>Release</source>
        <translation>Libera</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="194"/>
        <source>Hand back</source>
        <translation>Devuelve la apuesta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="196"/>
        <source>Cagnotte</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="201"/>
        <source>Face-up card: void</source>
        <translation>Carta boca arriba: nula</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="220"/>
        <source>Launch</source>
        <translation>Lanza</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="229"/>
        <source>Mark commission</source>
        <translation>Marca la comisión</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="239"/>
        <source>Puck ON</source>
        <translation>Puck ON</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="240"/>
        <source>Puck OFF</source>
        <translation>Puck OFF</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="242"/>
        <source>Come bet to its number</source>
        <translation>Come a su número</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../table/words.py" line="81"/>
        <source>The next act is shown before you do it; no incidents.</source>
        <translation>Se muestra el acto siguiente antes de hacerlo; sin incidentes.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="82"/>
        <source>A wrong act is answered with the act expected and its rule.</source>
        <translation>Un acto erróneo se responde con el acto esperado y su regla.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="85"/>
        <source>Timed; a quiet mark per act, the list at the end; some incidents.</source>
        <translation>Cronometrado; una marca discreta por acto y la lista al final; algunos incidentes.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="88"/>
        <source>Timed, no help, incidents in a quarter of the coups.</source>
        <translation>Cronometrado, sin ayuda, incidentes en una cuarta parte de las jugadas.</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="297"/>
        <source>Stations</source>
        <translation>Puestos de prácticas</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="298"/>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="299"/>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="301"/>
        <source>Import a station bundle…</source>
        <translation>Importar un paquete de otro puesto…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="302"/>
        <source>Export the trainee&apos;s bundle…</source>
        <translation>Exportar el paquete del alumno…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="304"/>
        <source>Trainee&apos;s attempts (CSV)…</source>
        <translation>Respuestas del alumno (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="305"/>
        <source>Class attempts (CSV)…</source>
        <translation>Respuestas de la clase (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="306"/>
        <source>Trainee report (PDF)…</source>
        <translation>Informe del alumno (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="307"/>
        <source>Class report (PDF)…</source>
        <translation>Informe de la clase (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="308"/>
        <source>Add an exam blueprint…</source>
        <translation>Añadir un modelo de examen…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="309"/>
        <source>Verify exam records</source>
        <translation>Verificar los registros de exámenes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="362"/>
        <source>Add a trainee first.</source>
        <translation>Primero añada un alumno.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="367"/>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="370"/>
        <source>Another task is still running; wait for it to finish.</source>
        <translation>Todavía hay otra tarea en marcha; espere a que termine.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="383"/>
        <source>Import a station bundle</source>
        <translation>Importar un paquete de otro puesto</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="393"/>
        <source>{name}: nothing new, this bundle was already merged.</source>
        <translation>{name}: nada nuevo, este paquete ya se había importado.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="400"/>
        <source>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</source>
        <translation>{name}: se han añadido {attempts} respuestas, {sessions} sesiones, {exams} exámenes y {plans} planes ({closed} sesiones cerradas desde entonces).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="418"/>
        <source>Export the trainee&apos;s bundle</source>
        <translation>Exportar el paquete del alumno</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="426"/>
        <source>{name}: {attempts} answers and {exams} exams written to {path}</source>
        <translation>{name}: {attempts} respuestas y {exams} exámenes guardados en {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="445"/>
        <source>Export attempts</source>
        <translation>Exportar las respuestas</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="453"/>
        <source>{rows} answers written to {path}</source>
        <translation>{rows} respuestas guardadas en {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="493"/>
        <source>Trainee report</source>
        <translation>Informe del alumno</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="503"/>
        <location filename="../views/instructor_tools.py" line="514"/>
        <source>Report written to {path}</source>
        <translation>Informe guardado en {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="507"/>
        <source>Class report</source>
        <translation>Informe de la clase</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="517"/>
        <source>Add an exam blueprint</source>
        <translation>Añadir un modelo de examen</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="376"/>
        <source>Refused: {problem}</source>
        <translation>Rechazado: {problem}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="562"/>
        <source>Every exam record is intact.</source>
        <translation>Todos los registros de exámenes están intactos.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="564"/>
        <source>Some exam records were changed:</source>
        <translation>Se han modificado registros de exámenes:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="527"/>
        <source>Refused: &apos;{id}&apos; is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</source>
        <translation>Rechazado: «{id}» es el identificador de un examen que viene con el programa y no se puede sustituir. Dé a su examen un identificador propio en {file}.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="536"/>
        <source>Refused: the custom exam &apos;{id}&apos; version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</source>
        <translation>Rechazado: el examen propio «{id}» versión {version} ya se había añadido con otras preguntas o notas. Suba su versión (version = {next}) para sustituirlo.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="547"/>
        <source>Custom exam &apos;{title}&apos; (id &apos;{id}&apos;, version {version}) added ({questions} questions).</source>
        <translation>Se ha añadido el examen propio «{title}» (identificador «{id}», versión {version}, {questions} preguntas).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="310"/>
        <source>Share the school key…</source>
        <translation>Compartir la clave de la escuela…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="311"/>
        <source>Export the school&apos;s public key…</source>
        <translation>Exportar la clave pública de la escuela…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="567"/>
        <source>The exam records cannot be checked: a key or head file is missing or damaged.</source>
        <translation>No se pueden comprobar los registros de exámenes: falta un archivo de clave o de cabecera, o está dañado.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="580"/>
        <source>{name} now holds a copy of the school key.</source>
        <translation>{name} ya tiene una copia de la clave de la escuela.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="608"/>
        <source>The school&apos;s public key</source>
        <translation>La clave pública de la escuela</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="600"/>
        <source>The school&apos;s public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</source>
        <translation>Se ha guardado la clave pública de la escuela (huella {fingerprint}) en {path}: cópiela en cualquier ordenador que compruebe certificados.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="295"/>
        <source>&amp;Trainee:</source>
        <translation>Al&amp;umno:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="296"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rupo:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>All trainees</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>In no class</source>
        <translation>Sin grupo</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="354"/>
        <source>class</source>
        <comment>the start of a file name: class-2026-12-02.pdf</comment>
        <translation>clase</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="356"/>
        <source>no-class</source>
        <comment>a file name: the trainees in no class</comment>
        <translation>sin-grupo</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="470"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="471"/>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="472"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="473"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="474"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="475"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="476"/>
        <source>Given</source>
        <translation>Respuesta dada</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="477"/>
        <source>Expected</source>
        <translation>Respuesta esperada</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="478"/>
        <source>Right</source>
        <translation>Correcta</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="479"/>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="481"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="482"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="303"/>
        <source>School server…</source>
        <translation>Servidor de la escuela…</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <location filename="../views/trainee_detail.py" line="163"/>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="164"/>
        <source>Drills (select one to see it week by week)</source>
        <translation>Ejercicios (elija uno para verlo semana a semana)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="165"/>
        <source>Mistakes (select one to replay it on the felt)</source>
        <translation>Errores (seleccione uno para verlo en la mesa)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="168"/>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="169"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="170"/>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="171"/>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="172"/>
        <location filename="../views/trainee_detail.py" line="374"/>
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="173"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="181"/>
        <source>Median answer time against the level&apos;s target</source>
        <translation>Tiempo de respuesta (mediana) frente al objetivo del nivel</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="212"/>
        <source>{answers} · {accuracy} correct · streak {streak}</source>
        <translation>{answers} · {accuracy} correctas · racha de {streak}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="299"/>
        <source>All drills</source>
        <translation>Todos los ejercicios</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="364"/>
        <source>Accuracy by game, week by week</source>
        <translation>Aciertos por juego, semana a semana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="373"/>
        <source>{drill}: accuracy and median time, week by week</source>
        <translation>{drill}: aciertos y tiempo mediano, semana a semana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="375"/>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="376"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Objetivo en el nivel {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="397"/>
        <source>Not finished</source>
        <translation>No terminado</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Passed</source>
        <translation>Superado</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Not passed</source>
        <translation>No superado</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="423"/>
        <source>{day} · {title} (level {level}) · {seconds}</source>
        <translation>{day} · {title} (nivel {level}) · {seconds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="213"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="215"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="160"/>
        <source>&amp;Trainee:</source>
        <translation>Al&amp;umno:</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="161"/>
        <source>&amp;Note (only instructors see it):</source>
        <translation>&amp;Nota (solo la ven los instructores):</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="162"/>
        <source>&amp;Save note</source>
        <translation>&amp;Guardar la nota</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="192"/>
        <source>{name} (archived)</source>
        <translation>{name} (archivado)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="249"/>
        <source>Class: {name}</source>
        <translation>Grupo: {name}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="251"/>
        <source>In no class</source>
        <translation>Sin grupo</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="259"/>
        <source>written {day}</source>
        <translation>escrita el {day}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="276"/>
        <source>Too long: a note holds {limit} characters at most.</source>
        <translation>Demasiado larga: una nota tiene como máximo {limit} caracteres.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Saved.</source>
        <translation>Guardada.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Removed.</source>
        <translation>Borrada.</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="90"/>
        <source>Who is practising?</source>
        <translation>¿Quién practica?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="91"/>
        <source>New trainee&apos;s name</source>
        <translation>Nombre del nuevo alumno</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="92"/>
        <source>Add trainee</source>
        <translation>Añadir alumno</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="93"/>
        <source>Start (Enter)</source>
        <translation>Empezar (Intro)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="97"/>
        <source>Add instructor…</source>
        <translation>Añadir un instructor…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="121"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="149"/>
        <source>Type a name first.</source>
        <translation>Escriba primero un nombre.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="154"/>
        <source>There is already someone called {name}.</source>
        <translation>Ya hay alguien que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="171"/>
        <source>Add a trainee to begin.</source>
        <translation>Añada un alumno para empezar.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="95"/>
        <source>No instructor yet: create the first instructor (name and passphrase)</source>
        <translation>Todavía no hay ningún instructor: cree el primero (nombre y contraseña)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="98"/>
        <source>PIN or passphrase…</source>
        <translation>PIN o contraseña…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="101"/>
        <source>Protect the chosen trainee&apos;s profile with a PIN, or change a PIN or an instructor&apos;s passphrase</source>
        <translation>Proteja con un PIN el perfil del alumno elegido, o cambie un PIN o la contraseña de un instructor</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="123"/>
        <source>{name} (protected)</source>
        <translation>{name} (perfil protegido)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="209"/>
        <source>Choose someone in the list first.</source>
        <translation>Elija primero a alguien de la lista.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="23"/>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="24"/>
        <source>Punto banco</source>
        <translation>Punto y banca</translation>
    </message>
    <message>
        <location filename="../games.py" line="25"/>
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="26"/>
        <source>Trente et quarante</source>
        <translation>Treinta y cuarenta</translation>
    </message>
    <message>
        <location filename="../games.py" line="27"/>
        <source>Boule</source>
        <translation>Bola</translation>
    </message>
    <message>
        <location filename="../games.py" line="28"/>
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <location filename="../games.py" line="29"/>
        <source>Craps</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../games.py" line="30"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../games.py" line="31"/>
        <source>Money at the table</source>
        <translation>El dinero en la mesa</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="43"/>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="44"/>
        <source>Attempted</source>
        <translation>Intentado</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="45"/>
        <source>Familiar</source>
        <translation>Conocido</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="46"/>
        <source>Proficient</source>
        <translation>Competente</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="47"/>
        <source>Mastered</source>
        <translation>Dominado</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="56"/>
        <source>A</source>
        <comment>short for Attempted</comment>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="57"/>
        <source>F</source>
        <comment>short for Familiar</comment>
        <translation>Cn</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="58"/>
        <source>P</source>
        <comment>short for Proficient</comment>
        <translation>Ct</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="59"/>
        <source>M</source>
        <comment>short for Mastered</comment>
        <translation>Dm</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="58"/>
        <source>{status} (L{level})</source>
        <translation>{status} (N{level})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
</TS>

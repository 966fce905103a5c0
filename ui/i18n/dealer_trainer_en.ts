<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChipTray</name>
    <message>
        <location filename="../table/chip_tray.py" line="95"/>
        <source>amount (F2)</source>
        <translation>amount (F2)</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="97"/>
        <source>Type an amount and press Enter: the tray takes the fewest chips</source>
        <translation>Type an amount and press Enter: the tray takes the fewest chips</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="136"/>
        <source>{amount} cannot be made with the table&apos;s chips</source>
        <translation>{amount} cannot be made with the table&apos;s chips</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="154"/>
        <source>“{text}” is not an amount</source>
        <translation>“{text}” is not an amount</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="170"/>
        <source>Tray: {total}</source>
        <translation>Tray: {total}</translation>
    </message>
</context>
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="195"/>
        <source>Remove the last chip (Backspace)</source>
        <translation>Remove the last chip (Backspace)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="218"/>
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Chips: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../views/class_model.py" line="191"/>
        <source>{name} — {game}: no session at the table</source>
        <translation>{name} — {game}: no session at the table</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="197"/>
        <source>no timed session</source>
        <translation>no timed session</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="199"/>
        <source>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</source>
        <translation>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/class_model.py" line="206"/>
        <location filename="../views/class_model.py" line="283"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n session</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="255"/>
        <source>{game}
at the table</source>
        <translation>{game}
at the table</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="259"/>
        <source>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</source>
        <translation>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <location filename="../views/instructor_view.py" line="146"/>
        <source>The class&apos;s weakest drills</source>
        <translation>The class&apos;s weakest drills</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="174"/>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="190"/>
        <source>{trainees} · {answers} in the last 30 days</source>
        <translation>{trainees} · {answers} in the last 30 days</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="207"/>
        <source>, median {pace} of target</source>
        <translation>, median {pace} of target</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="214"/>
        <source>{title}: {accuracy} right · {trainees}{pace}</source>
        <translation>{title}: {accuracy} right · {trainees}{pace}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="224"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="225"/>
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="226"/>
        <source>Class activity, last 30 days</source>
        <translation>Class activity, last 30 days</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="140"/>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="141"/>
        <source>Show &amp;archived trainees</source>
        <translation>Show &amp;archived trainees</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="142"/>
        <source>&amp;Plans: done / trainees, by the due date</source>
        <translation>&amp;Plans: done / trainees, by the due date</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>All trainees</source>
        <translation>All trainees</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="175"/>
        <source>archived</source>
        <translation>archived</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="239"/>
        <source>{drill}, level {level}</source>
        <translation>{drill}, level {level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="242"/>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="250"/>
        <source>Overdue: not everyone is done</source>
        <translation>Overdue: not everyone is done</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="192"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="191"/>
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="217"/>
        <source>practised by %n trainee(s)</source>
        <translation>
            <numerusform>practised by %n trainee</numerusform>
            <numerusform>practised by %n trainees</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="176"/>
        <source>working on L{level}</source>
        <translation>working on L{level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="156"/>
        <source>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</source>
        <translation>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="194"/>
        <source> · every station</source>
        <translation> · every station</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="197"/>
        <source>The school server did not answer: this station&apos;s answers only.
{why}</source>
        <translation>The school server did not answer: this station&apos;s answers only.
{why}</translation>
    </message>
</context>
<context>
    <name>DrillNotes</name>
    <message>
        <location filename="../views/drill_notes.py" line="36"/>
        <source>Level up! Level {level} is open: you are proficient at level {below}.</source>
        <translation>Level up! Level {level} is open: you are proficient at level {below}.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="44"/>
        <source>Cleared: answered right twice.</source>
        <translation>Cleared: answered right twice.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="46"/>
        <source>Right once: it comes back once more.</source>
        <translation>Right once: it comes back once more.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="48"/>
        <source>It comes back until you answer it right twice.</source>
        <translation>It comes back until you answer it right twice.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="50"/>
        <source>Mistakes left to redo: {count}</source>
        <translation>Mistakes left to redo: {count}</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="52"/>
        <source>No mistakes left to redo.</source>
        <translation>No mistakes left to redo.</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="201"/>
        <source>{title} — level {level}</source>
        <translation>{title} — level {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="191"/>
        <location filename="../views/drill_view.py" line="446"/>
        <source>Submit (Enter)</source>
        <translation>Submit (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="263"/>
        <location filename="../views/drill_view.py" line="444"/>
        <source>Next (Enter)</source>
        <translation>Next (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Not quite</source>
        <translation>Not quite</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="332"/>
        <source>{seconds} (target {target})</source>
        <translation>{seconds} (target {target})</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="341"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="342"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="343"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="344"/>
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="420"/>
        <source>{seconds} (untimed)</source>
        <translation>{seconds} (untimed)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="440"/>
        <source>End session (Esc)</source>
        <translation>End session (Esc)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="279"/>
        <location filename="../views/drill_view.py" line="442"/>
        <source>Retry saving (Enter)</source>
        <translation>Retry saving (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="298"/>
        <source>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</source>
        <translation>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="205"/>
        <source>redo: right {right} of {needed}</source>
        <translation>redo: right {right} of {needed}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="361"/>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
</context>
<context>
    <name>ExamTablePage</name>
    <message>
        <location filename="../views/exam_table.py" line="62"/>
        <source>End the exam</source>
        <translation>End the exam</translation>
    </message>
</context>
<context>
    <name>ExamView</name>
    <message>
        <location filename="../views/exam_view.py" line="299"/>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="302"/>
        <source>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</source>
        <translation>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="307"/>
        <source>Start the exam (Enter)</source>
        <translation>Start the exam (Enter)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="312"/>
        <source>Submit (Enter)</source>
        <translation>Submit (Enter)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="313"/>
        <location filename="../views/exam_view.py" line="318"/>
        <source>End the exam</source>
        <translation>End the exam</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="314"/>
        <source>Missed and slowest questions (select to replay)</source>
        <translation>Missed and slowest questions (select to replay)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="315"/>
        <source>Certificate (PDF)…</source>
        <translation>Certificate (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="316"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="324"/>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="325"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="326"/>
        <source>Accuracy (mark)</source>
        <translation>Accuracy (mark)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="327"/>
        <source>In target time (mark)</source>
        <translation>In target time (mark)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="328"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="363"/>
        <source>{title} — {questions}, {minutes} min</source>
        <translation>{title} — {questions}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="379"/>
        <source>Exam file refused: {problem}</source>
        <translation>Exam file refused: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="465"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="640"/>
        <source>{title} · question {number} of {total} · {section}</source>
        <translation>{title} · question {number} of {total} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="744"/>
        <source>Question: {seconds} / {limit}</source>
        <translation>Question: {seconds} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="730"/>
        <location filename="../views/exam_view.py" line="751"/>
        <source>Exam: {elapsed} / {limit}</source>
        <translation>Exam: {elapsed} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="811"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="813"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="815"/>
        <source>{verdict}: {correct} of {questions} right</source>
        <translation>{verdict}: {correct} of {questions} right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="824"/>
        <source>ended early</source>
        <translation>ended early</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="825"/>
        <source>out of time</source>
        <translation>out of time</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="957"/>
        <source>not answered in time</source>
        <translation>not answered in time</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>too late</source>
        <translation>too late</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="961"/>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="963"/>
        <source>{number}. {title} · {seconds} · {why}</source>
        <translation>{number}. {title} · {seconds} · {why}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="983"/>
        <source>Time: {seconds} (target {target})</source>
        <translation>Time: {seconds} (target {target})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="996"/>
        <source>Certificate</source>
        <translation>Certificate</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="308"/>
        <source>Proctored by:</source>
        <translation>Proctored by:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="309"/>
        <source>the instructor&apos;s passphrase</source>
        <translation>the instructor&apos;s passphrase</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="311"/>
        <location filename="../views/exam_view.py" line="385"/>
        <source>Nobody: self-assessment, not proctored</source>
        <translation>Nobody: self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="416"/>
        <source>Wrong passphrase. Wait {seconds} s before trying again.</source>
        <translation>Wrong passphrase. Wait {seconds} s before trying again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="420"/>
        <source>Wrong passphrase. Try again.</source>
        <translation>Wrong passphrase. Try again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="432"/>
        <source>The school key cannot be used: {problem}</source>
        <translation>The school key cannot be used: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="576"/>
        <source>The exam cannot be sealed: {problem}</source>
        <translation>The exam cannot be sealed: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="602"/>
        <source>Proctored by {name}</source>
        <translation>Proctored by {name}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="603"/>
        <source>Self-assessment, not proctored</source>
        <translation>Self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="832"/>
        <source>signed with the school key</source>
        <translation>signed with the school key</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="834"/>
        <source>signed by this station only</source>
        <translation>signed by this station only</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="838"/>
        <source>Reference: {code}</source>
        <translation>Reference: {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="365"/>
        <location filename="../views/exam_view.py" line="469"/>
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="317"/>
        <source>&amp;Sit:</source>
        <translation>&amp;Sit:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="319"/>
        <source>Table session report…</source>
        <translation>Table session report…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="320"/>
        <source>Retake the failed area…</source>
        <translation>Retake the failed area…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="329"/>
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="486"/>
        <source>{family} {mark}</source>
        <translation>{family} {mark}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="493"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="498"/>
        <location filename="../views/exam_view.py" line="872"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="513"/>
        <source>The whole exam</source>
        <translation>The whole exam</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="531"/>
        <source>Retake “{area}” alone (exam of {day})</source>
        <translation>Retake “{area}” alone (exam of {day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="589"/>
        <source>This exam has changed since it was sat: sit the whole exam again.</source>
        <translation>This exam has changed since it was sat: sit the whole exam again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="592"/>
        <source>The earlier result does not match its signature: sit the whole exam again.</source>
        <translation>The earlier result does not match its signature: sit the whole exam again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="595"/>
        <source>That area cannot be retaken alone: sit the whole exam.</source>
        <translation>That area cannot be retaken alone: sit the whole exam.</translation>
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
        <translation>fail</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="871"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acts</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="873"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="898"/>
        <source>{family} {right}/{total} (mark {mark}, {grade})</source>
        <translation>{family} {right}/{total} (mark {mark}, {grade})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="915"/>
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="919"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="927"/>
        <source>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</source>
        <translation>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="820"/>
        <source>%n area(s) not passed</source>
        <translation>
            <numerusform>%n area not passed</numerusform>
            <numerusform>%n areas not passed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="293"/>
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Learn the rules (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="294"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Run the table (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="295"/>
        <location filename="../views/home_view.py" line="300"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="296"/>
        <source>Practise (Enter)</source>
        <translation>Practise (Enter)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="299"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="301"/>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="302"/>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="303"/>
        <source>Median time / target</source>
        <translation>Median time / target</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="376"/>
        <source>L{level}: {note}, {target}</source>
        <translation>L{level}: {note}, {target}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="372"/>
        <source>untimed</source>
        <translation>untimed</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="380"/>
        <source>L{level}: {target}</source>
        <translation>L{level}: {target}</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="143"/>
        <source>Hello, {name}</source>
        <translation>Hello, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="144"/>
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continue practice (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="145"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Run the table (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="152"/>
        <source>Today: {answers} · streak: {streak} (longest {longest})</source>
        <translation>Today: {answers} · streak: {streak} (longest {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="191"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} of {total} drills proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214"/>
        <source>Assigned by your instructor: {items}</source>
        <translation>Assigned by your instructor: {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="153"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="154"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="1"/>
        <source>L{level}</source>
        <translation>L{level}</translation>
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
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="310"/>
        <source>Instructor&apos;s approval</source>
        <translation>Instructor&apos;s approval</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="315"/>
        <source>There is no instructor yet.</source>
        <translation>There is no instructor yet.</translation>
    </message>
</context>
<context>
    <name>InstructorView</name>
    <message>
        <location filename="../views/instructor_view.py" line="314"/>
        <source>Instructor mode — {name}</source>
        <translation>Instructor mode — {name}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="315"/>
        <source>Instructor mode needs an instructor&apos;s PIN.</source>
        <translation>Instructor mode needs an instructor&apos;s PIN.</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="318"/>
        <source>Class overview</source>
        <translation>Class overview</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="319"/>
        <source>Trainee detail</source>
        <translation>Trainee detail</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="321"/>
        <source>Practice plans</source>
        <translation>Practice plans</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="322"/>
        <source>Stations and reports</source>
        <translation>Stations and reports</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="320"/>
        <source>Trainees and classes</source>
        <translation>Trainees and classes</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="43"/>
        <source>Lesson:</source>
        <translation>Lesson:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="77"/>
        <location filename="../views/lesson_view.py" line="93"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>This lesson cannot be shown: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="81"/>
        <source>This lesson is not yet translated; showing English.</source>
        <translation>This lesson is not yet translated; showing English.</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="260"/>
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="263"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="264"/>
        <source>Continue practice</source>
        <translation>Continue practice</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="265"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="266"/>
        <source>My progress</source>
        <translation>My progress</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="267"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="268"/>
        <source>Switch trainee</source>
        <translation>Switch trainee</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="269"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="273"/>
        <source>Run the table</source>
        <translation>Run the table</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="436"/>
        <source>Session summary</source>
        <translation>Session summary</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="439"/>
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="261"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="271"/>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="272"/>
        <source>Instructor mode</source>
        <translation>Instructor mode</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>Instructor mode needs an instructor&apos;s PIN: choose an instructor.</source>
        <translation>Instructor mode needs an instructor&apos;s PIN: choose an instructor.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="1"/>
        <source>House rules refused, the regulation applies: {problem}</source>
        <translation>House rules refused, the regulation applies: {problem}</translation>
    </message>
</context>
<context>
    <name>NewInstructorDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="345"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>New instructor</source>
        <translation>New instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="389"/>
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="393"/>
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="346"/>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="347"/>
        <source>Passphrase again</source>
        <translation>Passphrase again</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="351"/>
        <source>At least {count} characters: a few words are easy to remember and hard to guess.</source>
        <translation>At least {count} characters: a few words are easy to remember and hard to guess.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="364"/>
        <source>Approved by</source>
        <translation>Approved by</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="365"/>
        <source>Their passphrase</source>
        <translation>Their passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>The first instructor</source>
        <translation>The first instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="376"/>
        <source>This station has no instructor yet: the first one needs nobody&apos;s approval.</source>
        <translation>This station has no instructor yet: the first one needs nobody&apos;s approval.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="378"/>
        <source>An instructor of this station approves with their passphrase.</source>
        <translation>An instructor of this station approves with their passphrase.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="411"/>
        <source>An instructor now exists: ask them to approve.</source>
        <translation>An instructor now exists: ask them to approve.</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="336"/>
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</translation>
    </message>
</context>
<context>
    <name>PaceMeter</name>
    <message>
        <location filename="../table/pace.py" line="52"/>
        <source>{value} {unit} an hour (target {low}–{high})</source>
        <translation>{value} {unit} an hour (target {low}–{high})</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Instructor mode</source>
        <translation>Instructor mode</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="246"/>
        <source>Passphrase for {name}:</source>
        <translation>Passphrase for {name}:</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="248"/>
        <source>{name}&apos;s profile is protected.</source>
        <translation>{name}&apos;s profile is protected.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="255"/>
        <source>{name}&apos;s PIN</source>
        <translation>{name}&apos;s PIN</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="258"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>the passphrase of {name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="262"/>
        <source>Open with</source>
        <translation>Open with</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
</context>
<context>
    <name>PlansPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="146"/>
        <source>New practice plan</source>
        <translation>New practice plan</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="157"/>
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="158"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="159"/>
        <source>Target level</source>
        <translation>Target level</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="160"/>
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="154"/>
        <source>Cancel the selected plan</source>
        <translation>Cancel the selected plan</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>F&amp;or</source>
        <translation>F&amp;or</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>&amp;Drill</source>
        <translation>&amp;Drill</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Target &amp;level</source>
        <translation>Target &amp;level</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Due &amp;by</source>
        <translation>Due &amp;by</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="153"/>
        <source>&amp;Assign</source>
        <translation>&amp;Assign</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="161"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <location filename="../views/instructor_tools.py" line="180"/>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="191"/>
        <source>Overdue: not everyone is done</source>
        <translation>Overdue: not everyone is done</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="173"/>
        <source>{answers} · {accuracy} correct · median {median} · streak {streak}</source>
        <translation>{answers} · {accuracy} correct · median {median} · streak {streak}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="180"/>
        <source>Activity (last 13 weeks)</source>
        <translation>Activity (last 13 weeks)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="225"/>
        <source>Drills (select one to see it on the chart)</source>
        <translation>Drills (select one to see it on the chart)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="290"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Target at level {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="294"/>
        <source>{drill}: accuracy and speed by day</source>
        <translation>{drill}: accuracy and speed by day</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186"/>
        <source>Recent mistakes</source>
        <translation>Recent mistakes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="187"/>
        <source>Try again (Enter)</source>
        <translation>Try again (Enter)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="201"/>
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (level {level}) · expected {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="230"/>
        <source>All drills</source>
        <translation>All drills</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Median seconds</source>
        <translation>Median seconds</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="279"/>
        <source>Accuracy and speed by day</source>
        <translation>Accuracy and speed by day</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="174"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="177"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189"/>
        <source>Redo my mistakes ({count})</source>
        <translation>Redo my mistakes ({count})</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="190"/>
        <source>Each recent mistake again, until you answer it right twice</source>
        <translation>Each recent mistake again, until you answer it right twice</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../views/question_panel.py" line="162"/>
        <source>{prompt}
Hint: {hint}</source>
        <translation>{prompt}
Hint: {hint}</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../views/replay_panel.py" line="55"/>
        <source>level {level}</source>
        <translation>level {level}</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="56"/>
        <source>Answer given</source>
        <translation>Answer given</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="57"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="68"/>
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../reports.py" line="131"/>
        <source>Accuracy by game, week by week</source>
        <translation>Accuracy by game, week by week</translation>
    </message>
    <message>
        <location filename="../reports.py" line="133"/>
        <source>Progress report: {name}</source>
        <translation>Progress report: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="134"/>
        <location filename="../reports.py" line="298"/>
        <source>Printed on {day}</source>
        <translation>Printed on {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="135"/>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <location filename="../reports.py" line="140"/>
        <source>{answers} answers · {accuracy} correct · median {median}</source>
        <translation>{answers} answers · {accuracy} correct · median {median}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="156"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="371"/>
        <location filename="../reports.py" line="445"/>
        <location filename="../reports.py" line="482"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../reports.py" line="157"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../reports.py" line="158"/>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../reports.py" line="159"/>
        <location filename="../reports.py" line="289"/>
        <location filename="../reports.py" line="339"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../reports.py" line="160"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="340"/>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../reports.py" line="161"/>
        <location filename="../reports.py" line="341"/>
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../reports.py" line="162"/>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <location filename="../reports.py" line="245"/>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="370"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Exam</source>
        <translation>Exam</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="723"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../reports.py" line="258"/>
        <source>Not finished</source>
        <translation>Not finished</translation>
    </message>
    <message>
        <location filename="../reports.py" line="264"/>
        <source>No exams yet</source>
        <translation>No exams yet</translation>
    </message>
    <message>
        <location filename="../reports.py" line="290"/>
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="291"/>
        <source>Class activity, last 30 days</source>
        <translation>Class activity, last 30 days</translation>
    </message>
    <message>
        <location filename="../reports.py" line="296"/>
        <source>Class report</source>
        <translation>Class report</translation>
    </message>
    <message>
        <location filename="../reports.py" line="299"/>
        <source>Weakest drills</source>
        <translation>Weakest drills</translation>
    </message>
    <message>
        <location filename="../reports.py" line="207"/>
        <location filename="../reports.py" line="414"/>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="406"/>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <source>Pace</source>
        <translation>Pace</translation>
    </message>
    <message>
        <location filename="../reports.py" line="703"/>
        <source>The exam was ended early.</source>
        <translation>The exam was ended early.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="704"/>
        <source>The exam ran out of time.</source>
        <translation>The exam ran out of time.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="659"/>
        <source>Exam: {title}</source>
        <translation>Exam: {title}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="543"/>
        <location filename="../reports.py" line="661"/>
        <source>Date: {day}</source>
        <translation>Date: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="698"/>
        <source>{correct} of {questions} right</source>
        <translation>{correct} of {questions} right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="720"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="721"/>
        <source>Accuracy (mark)</source>
        <translation>Accuracy (mark)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="722"/>
        <source>In target time (mark)</source>
        <translation>In target time (mark)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="651"/>
        <source>Certificate: proctored exam</source>
        <translation>Certificate: proctored exam</translation>
    </message>
    <message>
        <location filename="../reports.py" line="653"/>
        <source>Certificate of self-assessment (not proctored)</source>
        <translation>Certificate of self-assessment (not proctored)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="676"/>
        <source>This exam was sealed before signed certificates: no code.</source>
        <translation>This exam was sealed before signed certificates: no code.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="692"/>
        <source>Proctored by {name}</source>
        <translation>Proctored by {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="693"/>
        <source>Self-assessment, not proctored</source>
        <translation>Self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../reports.py" line="806"/>
        <source>Custom exam (an instructor&apos;s file), digest {digest}</source>
        <translation>Custom exam (an instructor&apos;s file), digest {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="808"/>
        <source>Exam bundled with the trainer, digest {digest}</source>
        <translation>Exam bundled with the trainer, digest {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="811"/>
        <source>Rulebook: {rulebook}</source>
        <translation>Rulebook: {rulebook}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="813"/>
        <source>House rules: {rules}</source>
        <translation>House rules: {rules}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="815"/>
        <source>House rules: none</source>
        <translation>House rules: none</translation>
    </message>
    <message>
        <location filename="../reports.py" line="826"/>
        <source>Check this certificate on any computer with the school&apos;s public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</source>
        <translation>Check this certificate on any computer with the school&apos;s public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="833"/>
        <source>Reference: {code}</source>
        <translation>Reference: {code}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="294"/>
        <source>Class report: {name}</source>
        <translation>Class report: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="342"/>
        <source>Drills proficient or better</source>
        <translation>Drills proficient or better</translation>
    </message>
    <message>
        <location filename="../reports.py" line="353"/>
        <source>By game</source>
        <translation>By game</translation>
    </message>
    <message>
        <location filename="../reports.py" line="364"/>
        <source>Recent mistakes</source>
        <translation>Recent mistakes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="372"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../reports.py" line="373"/>
        <source>Given</source>
        <translation>Given</translation>
    </message>
    <message>
        <location filename="../reports.py" line="374"/>
        <location filename="../reports.py" line="601"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../reports.py" line="397"/>
        <location filename="../reports.py" line="504"/>
        <source>No mistakes</source>
        <translation>No mistakes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="408"/>
        <source>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</source>
        <translation>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="432"/>
        <source>No trainees</source>
        <translation>No trainees</translation>
    </message>
    <message>
        <location filename="../reports.py" line="439"/>
        <source>Practice plans</source>
        <translation>Practice plans</translation>
    </message>
    <message>
        <location filename="../reports.py" line="446"/>
        <source>Target level</source>
        <translation>Target level</translation>
    </message>
    <message>
        <location filename="../reports.py" line="447"/>
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <location filename="../reports.py" line="448"/>
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <location filename="../reports.py" line="449"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../reports.py" line="477"/>
        <source>Mistakes, last 30 days</source>
        <translation>Mistakes, last 30 days</translation>
    </message>
    <message>
        <location filename="../reports.py" line="483"/>
        <source>Mistakes</source>
        <translation>Mistakes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="484"/>
        <source>Of answers</source>
        <translation>Of answers</translation>
    </message>
    <message>
        <location filename="../reports.py" line="485"/>
        <source>Share wrong</source>
        <translation>Share wrong</translation>
    </message>
    <message>
        <location filename="../reports.py" line="486"/>
        <source>Trainees who erred</source>
        <translation>Trainees who erred</translation>
    </message>
    <message>
        <location filename="../reports.py" line="513"/>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <location filename="../reports.py" line="147"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} of {total} drills proficient</translation>
    </message>
    <message>
        <location filename="../reports.py" line="537"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} at the table — {mode}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="542"/>
        <source>Trainee: {name}</source>
        <translation>Trainee: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="544"/>
        <location filename="../reports.py" line="745"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="545"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} of {total} acts right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="548"/>
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="550"/>
        <location filename="../reports.py" line="746"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="550"/>
        <source>no red line</source>
        <translation>no red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Acts right by family</source>
        <translation>Acts right by family</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Wrong acts</source>
        <translation>Wrong acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Slowest acts</source>
        <translation>Slowest acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="624"/>
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="598"/>
        <location filename="../reports.py" line="624"/>
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="599"/>
        <source>Act made</source>
        <translation>Act made</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="602"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../reports.py" line="712"/>
        <source>A retake: one failed area sat again, the others carried.</source>
        <translation>A retake: one failed area sat again, the others carried.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="719"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../reports.py" line="551"/>
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="591"/>
        <source>No red line</source>
        <translation>No red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="600"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../reports.py" line="621"/>
        <source>No wrong act</source>
        <translation>No wrong act</translation>
    </message>
    <message>
        <location filename="../reports.py" line="624"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../reports.py" line="724"/>
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../reports.py" line="739"/>
        <location filename="../reports.py" line="765"/>
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <location filename="../reports.py" line="744"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="786"/>
        <source>{name}: carried from the exam of {day} ({exam})</source>
        <translation>{name}: carried from the exam of {day} ({exam})</translation>
    </message>
    <message>
        <location filename="../reports.py" line="202"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../reports.py" line="208"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../reports.py" line="209"/>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="210"/>
        <source>Last pace</source>
        <translation>Last pace</translation>
    </message>
    <message>
        <location filename="../reports.py" line="211"/>
        <source>Red lines (last · all)</source>
        <translation>Red lines (last · all)</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <location filename="../views/roster_panel.py" line="107"/>
        <source>Classes (trainees in each)</source>
        <translation>Classes (trainees in each)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="108"/>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="109"/>
        <source>&amp;New class…</source>
        <translation>&amp;New class…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="110"/>
        <source>Rena&amp;me class…</source>
        <translation>Rena&amp;me class…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="111"/>
        <source>Show &amp;archived trainees</source>
        <translation>Show &amp;archived trainees</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="112"/>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="113"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Class</source>
        <translation>Class</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="144"/>
        <source>No class</source>
        <translation>No class</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="160"/>
        <source>{name} (archived)</source>
        <translation>{name} (archived)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Res&amp;tore</source>
        <translation>Res&amp;tore</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Arc&amp;hive</source>
        <translation>Arc&amp;hive</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="203"/>
        <source>Back in the lists, with everything they did</source>
        <translation>Back in the lists, with everything they did</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="205"/>
        <source>Out of the lists; every answer and exam is kept</source>
        <translation>Out of the lists; every answer and exam is kept</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>New class</source>
        <translation>New class</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="221"/>
        <source>There is already a class called {name}.</source>
        <translation>There is already a class called {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="235"/>
        <location filename="../views/roster_panel.py" line="261"/>
        <location filename="../views/roster_panel.py" line="304"/>
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="237"/>
        <source>Class {name} created.</source>
        <translation>Class {name} created.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <source>Rename the class</source>
        <translation>Rename the class</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>New name:</source>
        <translation>New name:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="264"/>
        <source>Class {old} is now {new}.</source>
        <translation>Class {old} is now {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="279"/>
        <source>{name} is now in {group}.</source>
        <translation>{name} is now in {group}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="281"/>
        <source>{name} is in no class now.</source>
        <translation>{name} is in no class now.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>Rename the trainee</source>
        <translation>Rename the trainee</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="301"/>
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="306"/>
        <source>{old} is now {new}.</source>
        <translation>{old} is now {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="317"/>
        <source>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</source>
        <translation>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="323"/>
        <source>{name} is back in the lists.</source>
        <translation>{name} is back in the lists.</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <location filename="../views/rule_panel.py" line="61"/>
        <source>Rule {rule}</source>
        <translation>Rule {rule}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="62"/>
        <source>Close (Esc)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="67"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>This lesson cannot be shown: {problem}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="72"/>
        <source>Open the whole lesson (ends the session)</source>
        <translation>Open the whole lesson (ends the session)</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../storage_messages.py" line="31"/>
        <source>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</source>
        <translation>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="28"/>
        <source>The disk is full: free some space, or ask the instructor.</source>
        <translation>The disk is full: free some space, or ask the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="48"/>
        <source>The disk reported an error.</source>
        <translation>The disk reported an error.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="36"/>
        <source>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</source>
        <translation>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="41"/>
        <source>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</source>
        <translation>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="53"/>
        <source>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</source>
        <translation>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</translation>
    </message>
</context>
<context>
    <name>SchoolServerDialog</name>
    <message>
        <location filename="../views/school_server_dialog.py" line="114"/>
        <source>&amp;Connection string or service name:</source>
        <translation>&amp;Connection string or service name:</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="115"/>
        <source>&amp;Password (kept in the system keyring):</source>
        <translation>&amp;Password (kept in the system keyring):</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="116"/>
        <source>&amp;Test connection</source>
        <translation>&amp;Test connection</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="156"/>
        <source>Connected as {role}, {kind}; PostgreSQL {version}.</source>
        <translation>Connected as {role}, {kind}; PostgreSQL {version}.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="117"/>
        <source>Create or upgrade the school&apos;s tables</source>
        <translation>Create or upgrade the school&apos;s tables</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="109"/>
        <source>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</source>
        <translation>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="128"/>
        <source>Not a usable setting: {reason}</source>
        <translation>Not a usable setting: {reason}</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="106"/>
        <source>School server</source>
        <translation>School server</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="180"/>
        <source>School tables ready (%n step(s) run).</source>
        <translation>
            <numerusform>School tables ready (%n step run).</numerusform>
            <numerusform>School tables ready (%n steps run).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="122"/>
        <source>Stop using a school server</source>
        <translation>Stop using a school server</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="164"/>
        <source>The server cannot be reached.</source>
        <translation>The server cannot be reached.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="166"/>
        <source>The server has no school tables yet, or older ones.</source>
        <translation>The server has no school tables yet, or older ones.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="165"/>
        <source>The server refused the role or its password.</source>
        <translation>The server refused the role or its password.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="167"/>
        <source>This role is neither a station&apos;s nor an instructor&apos;s.</source>
        <translation>This role is neither a station&apos;s nor an instructor&apos;s.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="248"/>
        <source>This station no longer uses a school server.</source>
        <translation>This station no longer uses a school server.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="232"/>
        <source>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</source>
        <translation>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="151"/>
        <source>a station</source>
        <translation>a station</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="152"/>
        <source>an instructor&apos;s station (reads the whole school)</source>
        <translation>an instructor&apos;s station (reads the whole school)</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="153"/>
        <source>the school&apos;s owner</source>
        <translation>the school&apos;s owner</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="119"/>
        <source>Publish this station&apos;s exam blueprints and house rules to the school</source>
        <translation>Publish this station&apos;s exam blueprints and house rules to the school</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="217"/>
        <source>Published: %n new blueprint(s); house rules {what}.</source>
        <translation>
            <numerusform>Published: %n new blueprint; house rules {what}.</numerusform>
            <numerusform>Published: %n new blueprints; house rules {what}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>updated</source>
        <translation>updated</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="121"/>
        <source>Create a login role for a station</source>
        <translation>Create a login role for a station</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="199"/>
        <source>Role {role} created. Its password, shown only now: {password}</source>
        <translation>Role {role} created. Its password, shown only now: {password}</translation>
    </message>
</context>
<context>
    <name>SchoolSync</name>
    <message numerus="yes">
        <location filename="../school_sync.py" line="110"/>
        <source>%n school file(s) refused</source>
        <translation>
            <numerusform>%n school file refused</numerusform>
            <numerusform>%n school files refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="121"/>
        <source>%n answer(s) waiting</source>
        <translation>
            <numerusform>%n answer waiting</numerusform>
            <numerusform>%n answers waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="118"/>
        <source>School server unreachable · %n answer(s) waiting</source>
        <translation>
            <numerusform>School server unreachable · %n answer waiting</numerusform>
            <numerusform>School server unreachable · %n answers waiting</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="115"/>
        <source>School server: connecting…</source>
        <translation>School server: connecting…</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="120"/>
        <source>School server: synced</source>
        <translation>School server: synced</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="109"/>
        <source>School server: {server}</source>
        <translation>School server: {server}</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="121"/>
        <source>Sending…</source>
        <translation>Sending…</translation>
    </message>
</context>
<context>
    <name>SecretChangeDialog</name>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="42"/>
        <source>{name}&apos;s current passphrase</source>
        <translation>{name}&apos;s current passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="44"/>
        <source>{name}&apos;s current PIN</source>
        <translation>{name}&apos;s current PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="50"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>the passphrase of {name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="53"/>
        <source>Confirm with</source>
        <translation>Confirm with</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="58"/>
        <source>New passphrase</source>
        <translation>New passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="59"/>
        <source>New passphrase again</source>
        <translation>New passphrase again</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="61"/>
        <source>New PIN</source>
        <translation>New PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="62"/>
        <source>New PIN again</source>
        <translation>New PIN again</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="65"/>
        <source>Remove the PIN</source>
        <translation>Remove the PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Profile PIN</source>
        <translation>Profile PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="75"/>
        <source>Change the passphrase of {name}.</source>
        <translation>Change the passphrase of {name}.</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="77"/>
        <source>Change or remove the PIN that protects {name}&apos;s profile.</source>
        <translation>Change or remove the PIN that protects {name}&apos;s profile.</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="81"/>
        <source>Protect {name}&apos;s profile with a PIN: others then need it (or an instructor&apos;s passphrase) to practise as {name}.</source>
        <translation>Protect {name}&apos;s profile with a PIN: others then need it (or an instructor&apos;s passphrase) to practise as {name}.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="121"/>
        <source>New passphrase</source>
        <translation>New passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="124"/>
        <source>New passphrase again</source>
        <translation>New passphrase again</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="146"/>
        <source>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</source>
        <translation>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="163"/>
        <source>Wrong passphrase.</source>
        <translation>Wrong passphrase.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="165"/>
        <source>Wrong PIN.</source>
        <translation>Wrong PIN.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="174"/>
        <source>{wrong} Try again.</source>
        <translation>{wrong} Try again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="179"/>
        <source>{wrong} Wait {seconds} s before trying again.</source>
        <translation>{wrong} Wait {seconds} s before trying again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="190"/>
        <source>You may try again.</source>
        <translation>You may try again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="223"/>
        <source>A passphrase needs at least {count} characters.</source>
        <translation>A passphrase needs at least {count} characters.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="226"/>
        <source>A PIN needs at least {count} characters.</source>
        <translation>A PIN needs at least {count} characters.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="231"/>
        <source>The two passphrases differ.</source>
        <translation>The two passphrases differ.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="232"/>
        <source>The two PINs differ.</source>
        <translation>The two PINs differ.</translation>
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
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="244"/>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245"/>
        <location filename="../views/settings_view.py" line="248"/>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="246"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="247"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="249"/>
        <source>Rulebook and house rules</source>
        <translation>Rulebook and house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="250"/>
        <source>Rulebook</source>
        <translation>Rulebook</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="251"/>
        <source>Save house rules</source>
        <translation>Save house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="252"/>
        <source>Back to the regulation</source>
        <translation>Back to the regulation</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="256"/>
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punto banco: banker commission (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="258"/>
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punto banco: commission collected (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="260"/>
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: doubling allowed on (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="262"/>
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: dealer blackjack takes (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="264"/>
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: table minimum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="265"/>
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: table maximum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="266"/>
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Roulette: table minimum (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="267"/>
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Roulette: maximum on a straight (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="268"/>
        <source>Craps: table minimum (CR-15)</source>
        <translation>Craps: table minimum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="269"/>
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Craps: simple-bet maximum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="270"/>
        <source>Payouts that do not fall on a chip</source>
        <translation>Payouts that do not fall on a chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="274"/>
        <source>Chip set (value and colour, smallest first)</source>
        <translation>Chip set (value and colour, smallest first)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="276"/>
        <source>at once, from each win</source>
        <translation>at once, from each win</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="277"/>
        <source>at the end of the shoe</source>
        <translation>at the end of the shoe</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="278"/>
        <source>any first two cards</source>
        <translation>any first two cards</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="279"/>
        <source>9, 10 or 11 only</source>
        <translation>9, 10 or 11 only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="280"/>
        <source>every bet, doubles and splits included</source>
        <translation>every bet, doubles and splits included</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="281"/>
        <source>the original bets only</source>
        <translation>the original bets only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="282"/>
        <source>paid exactly, to the cent</source>
        <translation>paid exactly, to the cent</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="283"/>
        <source>rounded down to the smallest chip</source>
        <translation>rounded down to the smallest chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="471"/>
        <source>Not saved: {field}: {problem}</source>
        <translation>Not saved: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="444"/>
        <source>Saved. New questions use these rules.</source>
        <translation>Saved. New questions use these rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="494"/>
        <source>House rules removed: the regulation&apos;s values apply.</source>
        <translation>House rules removed: the regulation&apos;s values apply.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="253"/>
        <source>Change as instructor…</source>
        <translation>Change as instructor…</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="344"/>
        <source>Unlocked by an instructor until you leave this screen.</source>
        <translation>Unlocked by an instructor until you leave this screen.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="349"/>
        <source>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</source>
        <translation>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="356"/>
        <source>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</source>
        <translation>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="370"/>
        <source>An instructor&apos;s passphrase is needed to change the house rules.</source>
        <translation>An instructor&apos;s passphrase is needed to change the house rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="409"/>
        <source>Not saved: an instructor must unlock the house rules.</source>
        <translation>Not saved: an instructor must unlock the house rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="438"/>
        <source>Not saved: the instructor&apos;s passphrase was refused.</source>
        <translation>Not saved: the instructor&apos;s passphrase was refused.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="485"/>
        <source>Not changed: an instructor must unlock the house rules.</source>
        <translation>Not changed: an instructor must unlock the house rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="455"/>
        <source>grey</source>
        <translation>grey</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="456"/>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="457"/>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="458"/>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="459"/>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="460"/>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="461"/>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="462"/>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="463"/>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="464"/>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="465"/>
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="417"/>
        <source>write each chip as a value and a colour, like “{example}”</source>
        <translation>write each chip as a value and a colour, like “{example}”</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write the commission as a percentage, like {example}: a rate under 1 % is typed with its sign ({small})</source>
        <translation>write the commission as a percentage, like {example}: a rate under 1 % is typed with its sign ({small})</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>a percentage has at most two decimals, like {example}</source>
        <translation>a percentage has at most two decimals, like {example}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>the commission is {low} to {high} (PB-04)</source>
        <translation>the commission is {low} to {high} (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write a percentage, like {example}</source>
        <translation>write a percentage, like {example}</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Bet</source>
        <translation>Bet</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Amount paid or collected</source>
        <translation>Amount paid or collected</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="457"/>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
</context>
<context>
    <name>ShareKeyDialog</name>
    <message>
        <location filename="../views/school_key_dialog.py" line="51"/>
        <source>Instructor who holds the key</source>
        <translation>Instructor who holds the key</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="52"/>
        <location filename="../views/school_key_dialog.py" line="54"/>
        <source>Their passphrase</source>
        <translation>Their passphrase</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="53"/>
        <source>Give a copy to</source>
        <translation>Give a copy to</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="67"/>
        <source>Share the school key</source>
        <translation>Share the school key</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="72"/>
        <source>Choose an instructor on each side.</source>
        <translation>Choose an instructor on each side.</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="81"/>
        <source>Wrong passphrase for {name}.</source>
        <translation>Wrong passphrase for {name}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Drills and exams</source>
        <translation>Drills and exams</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="69"/>
        <source>Write every stack&apos;s amount on the felt (again: only under the mouse)</source>
        <translation>Write every stack&apos;s amount on the felt (again: only under the mouse)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="27"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Submit the answer; again: the next question</source>
        <translation>Submit the answer; again: the next question</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>End the session (its summary shows); closes a rule first</source>
        <translation>End the session (its summary shows); closes a rule first</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="48"/>
        <source>Esc elsewhere</source>
        <translation>Esc elsewhere</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="49"/>
        <source>Back home from a lesson, progress, settings or a game</source>
        <translation>Back home from a lesson, progress, settings or a game</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="52"/>
        <source>Any key during the deal</source>
        <translation>Any key during the deal</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="53"/>
        <source>Show the end of the deal (a digit typed goes to the answer too)</source>
        <translation>Show the end of the deal (a digit typed goes to the answer too)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="58"/>
        <source>Choose an option: a number option on its own digit, the others in the order shown</source>
        <translation>Choose an option: a number option on its own digit, the others in the order shown</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Left / Right</source>
        <translation>Left / Right</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Move through the options</source>
        <translation>Move through the options</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="63"/>
        <source>Chip tray: add a chip, from the smallest</source>
        <translation>Chip tray: add a chip, from the smallest</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Chip tray: take the last chip back</source>
        <translation>Chip tray: take the last chip back</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Ctrl+Up / Ctrl+Down</source>
        <translation>Ctrl+Up / Ctrl+Down</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Move the selected item up or down</source>
        <translation>Move the selected item up or down</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Scroll the feedback or the rule shown</source>
        <translation>Scroll the feedback or the rule shown</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Next field (a settlement&apos;s result and amount)</source>
        <translation>Next field (a settlement&apos;s result and amount)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="73"/>
        <source>Running the table</source>
        <translation>Running the table</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../storage_messages.py" line="66"/>
        <source>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</source>
        <translation>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="130"/>
        <source>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</source>
        <translation>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="142"/>
        <source>Dealer Trainer cannot start</source>
        <translation>Dealer Trainer cannot start</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="135"/>
        <source>Dealer Trainer could not start: {error}</source>
        <translation>Dealer Trainer could not start: {error}</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="157"/>
        <source>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</source>
        <translation>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="65"/>
        <source>Log file set aside</source>
        <translation>Log file set aside</translation>
    </message>
    <message>
        <location filename="../app.py" line="128"/>
        <source>Progress file damaged</source>
        <translation>Progress file damaged</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="72"/>
        <source>Progress file replaced</source>
        <translation>Progress file replaced</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="73"/>
        <source>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</source>
        <translation>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="162"/>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="80"/>
        <source>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</source>
        <translation>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="106"/>
        <source>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</source>
        <translation>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="96"/>
        <source>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</source>
        <translation>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="112"/>
        <source>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</source>
        <translation>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="153"/>
        <source>The last change could not be saved. {cause}
({detail})</source>
        <translation>The last change could not be saved. {cause}
({detail})</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="118"/>
        <source>The progress file {path} cannot be opened. Check the disk, then start again.</source>
        <translation>The progress file {path} cannot be opened. Check the disk, then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="124"/>
        <source>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</source>
        <translation>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</translation>
    </message>
    <message>
        <location filename="../app.py" line="122"/>
        <source>Today&apos;s check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</source>
        <translation>Today&apos;s check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="101"/>
        <source>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</source>
        <translation>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</translation>
    </message>
</context>
<context>
    <name>TableCalls</name>
    <message>
        <location filename="../table/calls.py" line="240"/>
        <source>Type a call first.</source>
        <translation>Type a call first.</translation>
    </message>
    <message>
        <location filename="../table/calls.py" line="258"/>
        <source>“{text}” is not a call at this table.</source>
        <translation>“{text}” is not a call at this table.</translation>
    </message>
</context>
<context>
    <name>TableHouse</name>
    <message>
        <location filename="../table/house.py" line="12"/>
        <source>{to} to {per}</source>
        <translation>{to} to {per}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="24"/>
        <source>Payouts to the cent (MO-05)</source>
        <translation>Payouts to the cent (MO-05)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="26"/>
        <source>Payouts rounded down to the {chip} chip, deductions up (MO-02, MO-03)</source>
        <translation>Payouts rounded down to the {chip} chip, deductions up (MO-02, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="30"/>
        <source>Chips: {chips}</source>
        <translation>Chips: {chips}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="31"/>
        <source>Rulebook: {name}</source>
        <translation>Rulebook: {name}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="39"/>
        <source>The dealer stands on soft 17 (BJ-08)</source>
        <translation>The dealer stands on soft 17 (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="41"/>
        <source>The dealer draws to soft 17 (BJ-08)</source>
        <translation>The dealer draws to soft 17 (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="44"/>
        <source>{decks} decks, {boxes} boxes (BJ-01, BJ-03)</source>
        <translation>{decks} decks, {boxes} boxes (BJ-01, BJ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="48"/>
        <source>Blackjack pays {bj}, insurance {ins} (BJ-10, BJ-11)</source>
        <translation>Blackjack pays {bj}, insurance {ins} (BJ-10, BJ-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="52"/>
        <source>Double after a split: {das}; resplit: {resplit}</source>
        <translation>Double after a split: {das}; resplit: {resplit}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="55"/>
        <source>Cut card {n} cards from the end (BJ-02)</source>
        <translation>Cut card {n} cards from the end (BJ-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="62"/>
        <source>Single zero (RO-01)</source>
        <translation>Single zero (RO-01)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="63"/>
        <source>Minimum {low}; plein up to {plein}, simple chances up to {simple}</source>
        <translation>Minimum {low}; plein up to {plein}, simple chances up to {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="70"/>
        <source>En prison on zero: {on} (RO-11)</source>
        <translation>En prison on zero: {on} (RO-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="73"/>
        <source>Announced bets: {on} (RO-16)</source>
        <translation>Announced bets: {on} (RO-16)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="80"/>
        <source>the bank up to {max} (CF-06)</source>
        <translation>the bank up to {max} (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="84"/>
        <source>the bank without a limit (CF-06)</source>
        <translation>the bank without a limit (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="87"/>
        <source>{decks} decks; {mode}</source>
        <translation>{decks} decks; {mode}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="88"/>
        <source>The punter chooses on 5: {on} (CF-03)</source>
        <translation>The punter chooses on 5: {on} (CF-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="91"/>
        <source>Cagnotte: 5 % of the bank&apos;s win, rounded up (CF-05, MO-03)</source>
        <translation>Cagnotte: 5 % of the bank&apos;s win, rounded up (CF-05, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="96"/>
        <source>{decks} decks; the stop card {n} cards from the end (TQ-06)</source>
        <translation>{decks} decks; the stop card {n} cards from the end (TQ-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="100"/>
        <source>Every chance pays {pays} (TQ-03)</source>
        <translation>Every chance pays {pays} (TQ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="103"/>
        <source>En prison on a refait: {on} (TQ-04)</source>
        <translation>En prison on a refait: {on} (TQ-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="110"/>
        <source>Nine numbers; the 5 wins only on a number (BO-01, BO-02)</source>
        <translation>Nine numbers; the 5 wins only on a number (BO-01, BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="111"/>
        <source>Minimum {low}; a number up to {number}, simple chances up to {simple}</source>
        <translation>Minimum {low}; a number up to {number}, simple chances up to {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="119"/>
        <source>A number pays {number}, a simple chance {simple} (BO-02)</source>
        <translation>A number pays {number}, a simple chance {simple} (BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="126"/>
        <source>taken from each win</source>
        <translation>taken from each win</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="128"/>
        <source>marked and collected at the end of the shoe</source>
        <translation>marked and collected at the end of the shoe</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="131"/>
        <source>{decks} decks, {seats} seats</source>
        <translation>{decks} decks, {seats} seats</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="135"/>
        <source>Tie pays {tie} (PB-04)</source>
        <translation>Tie pays {tie} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="136"/>
        <source>Banker commission {rate} %, {collected} (PB-04)</source>
        <translation>Banker commission {rate} %, {collected} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="148"/>
        <source>A die at rest on chips: the roll counts (CR-17)</source>
        <translation>A die at rest on chips: the roll counts (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="150"/>
        <source>A die at rest on chips: no roll (CR-17)</source>
        <translation>A die at rest on chips: no roll (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="154"/>
        <source>Odds up to {percent} % of the line or come bet (CR-11)</source>
        <translation>Odds up to {percent} % of the line or come bet (CR-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="157"/>
        <source>Place 6 and 8 pay {ratio} (CR-13)</source>
        <translation>Place 6 and 8 pay {ratio} (CR-13)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="164"/>
        <source>The last {n} rolls are announced (CR-18)</source>
        <translation>The last {n} rolls are announced (CR-18)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="175"/>
        <source>Stakes {low} to {high}</source>
        <translation>Stakes {low} to {high}</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../table/keys.py" line="13"/>
        <source>Enter / Space</source>
        <translation>Enter / Space</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="14"/>
        <source>The act under the cursor: the next card, a bet collected or paid</source>
        <translation>The act under the cursor: the next card, a bet collected or paid</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="19"/>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="20"/>
        <source>Cursor to the next or previous hand or bet, in order</source>
        <translation>Cursor to the next or previous hand or bet, in order</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="23"/>
        <source>Left / Right</source>
        <translation>Left / Right</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="24"/>
        <source>Cursor across the cloth; Up / Down: between hands and bets</source>
        <translation>Cursor across the cloth; Up / Down: between hands and bets</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="26"/>
        <source>A chip into the tray, from the smallest</source>
        <translation>A chip into the tray, from the smallest</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="28"/>
        <source>Backspace / Delete</source>
        <translation>Backspace / Delete</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="29"/>
        <source>The last chip back / the tray emptied</source>
        <translation>The last chip back / the tray emptied</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="31"/>
        <source>Type an amount: the tray takes the fewest chips</source>
        <translation>Type an amount: the tray takes the fewest chips</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="33"/>
        <source>F3, or a letter</source>
        <translation>F3, or a letter</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="34"/>
        <source>Say a call in full (Enter says it, Esc leaves it)</source>
        <translation>Say a call in full (Enter says it, Esc leaves it)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="36"/>
        <source>The acts on the bar under the felt</source>
        <translation>The acts on the bar under the felt</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="37"/>
        <source>The act due now (it then counts toward no drill)</source>
        <translation>The act due now (it then counts toward no drill)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="39"/>
        <source>Right click</source>
        <translation>Right click</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="40"/>
        <source>Put the cursor on a hand or bet without acting</source>
        <translation>Put the cursor on a hand or bet without acting</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="43"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="44"/>
        <source>End the session and see its report</source>
        <translation>End the session and see its report</translation>
    </message>
</context>
<context>
    <name>TableReplayPanel</name>
    <message>
        <location filename="../views/table_replay.py" line="85"/>
        <source>&amp;Coup:</source>
        <translation>&amp;Coup:</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="86"/>
        <source>← Previous act</source>
        <translation>← Previous act</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="87"/>
        <source>Next act →</source>
        <translation>Next act →</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="101"/>
        <source>Coup {number}</source>
        <translation>Coup {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_replay.py" line="103"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="117"/>
        <location filename="../views/table_replay.py" line="161"/>
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="118"/>
        <source>{n}. {act} · {verdict} · {seconds}</source>
        <translation>{n}. {act} · {verdict} · {seconds}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="160"/>
        <source>At the table: {cue}</source>
        <translation>At the table: {cue}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="170"/>
        <source>Time: {seconds}</source>
        <translation>Time: {seconds}</translation>
    </message>
</context>
<context>
    <name>TableReportView</name>
    <message>
        <location filename="../views/table_report_view.py" line="173"/>
        <source>Acts right by family</source>
        <translation>Acts right by family</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="177"/>
        <source>Slowest acts</source>
        <translation>Slowest acts</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="179"/>
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="183"/>
        <source>Wrong acts (select one to replay its coup)</source>
        <translation>Wrong acts (select one to replay its coup)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Act made</source>
        <translation>Act made</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="187"/>
        <source>Each coup, act by act (← → step)</source>
        <translation>Each coup, act by act (← → step)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="188"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="189"/>
        <source>Done (Esc)</source>
        <translation>Done (Esc)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="212"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} at the table — {mode}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="217"/>
        <source>not finished</source>
        <translation>not finished</translation>
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
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="225"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="225"/>
        <source>no red line</source>
        <translation>no red line</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="228"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} of {total} acts right</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="232"/>
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="257"/>
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="298"/>
        <source>Table session report</source>
        <translation>Table session report</translation>
    </message>
</context>
<context>
    <name>TableSessionView</name>
    <message>
        <location filename="../table/session_view.py" line="234"/>
        <source>End session (Esc)</source>
        <translation>End session (Esc)</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="235"/>
        <source>Call (F3):</source>
        <translation>Call (F3):</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="237"/>
        <source>the call in full, as you say it at the table; Enter says it</source>
        <translation>the call in full, as you say it at the table; Enter says it</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="384"/>
        <source>Nothing under the cursor: move it with the arrows or Tab.</source>
        <translation>Nothing under the cursor: move it with the arrows or Tab.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="388"/>
        <source>Put the cursor on the hand the card belongs to.</source>
        <translation>Put the cursor on the hand the card belongs to.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="395"/>
        <source>This bet is paid: put the right chips in the tray to correct it.</source>
        <translation>This bet is paid: put the right chips in the tray to correct it.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="399"/>
        <source>No bet is settled before the ball falls: spin first (RO-14, BO-01).</source>
        <translation>No bet is settled before the ball falls: spin first (RO-14, BO-01).</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="413"/>
        <source>{verb}: put the cursor on a hand or bet (and chips in the tray) first.</source>
        <translation>{verb}: put the cursor on a hand or bet (and chips in the tray) first.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="616"/>
        <source>Coup {n} of {total}</source>
        <translation>Coup {n} of {total}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="619"/>
        <source>Coup {n}</source>
        <translation>Coup {n}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="636"/>
        <source>A card in hand. Enter: {act}; Esc: put it back</source>
        <translation>A card in hand. Enter: {act}; Esc: put it back</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="645"/>
        <source>Enter: {act}</source>
        <translation>Enter: {act}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="677"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="702"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="708"/>
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="794"/>
        <source>({left} left)</source>
        <translation>({left} left)</translation>
    </message>
</context>
<context>
    <name>TableSessionsPanel</name>
    <message>
        <source>Red lines (last · all)</source>
        <translation>Red lines (last · all)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Acts right</source>
        <translation>Acts right</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="73"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="74"/>
        <source>&amp;Sessions (Enter opens the report)</source>
        <translation>&amp;Sessions (Enter opens the report)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Last pace</source>
        <translation>Last pace</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="90"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="92"/>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <location filename="../views/table_sessions_panel.py" line="94"/>
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="105"/>
        <source>No session at the table yet</source>
        <translation>No session at the table yet</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="80"/>
        <source>Sessions played at this table</source>
        <translation>Sessions played at this table</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="81"/>
        <source>The last timed session&apos;s coups an hour</source>
        <translation>The last timed session&apos;s coups an hour</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82"/>
        <source>Red lines in the last session · in all</source>
        <translation>Red lines in the last session · in all</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="91"/>
        <source>Game · mode</source>
        <translation>Game · mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="93"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
</context>
<context>
    <name>TableSetupView</name>
    <message>
        <location filename="../table/setup_view.py" line="135"/>
        <source>Run the table</source>
        <translation>Run the table</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="136"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="139"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="142"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="143"/>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="144"/>
        <source>Minutes of dealing</source>
        <translation>Minutes of dealing</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="145"/>
        <source>House rules in force</source>
        <translation>House rules in force</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="146"/>
        <source>Back (Esc)</source>
        <translation>Back (Esc)</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="147"/>
        <source>Deal (Enter)</source>
        <translation>Deal (Enter)</translation>
    </message>
</context>
<context>
    <name>TableVerbs</name>
    <message>
        <location filename="../table/verbs.py" line="142"/>
        <source>Stand</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="143"/>
        <source>Refuse the bet</source>
        <translation>Refuse the bet</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="144"/>
        <source>Accept the bet</source>
        <translation>Accept the bet</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="146"/>
        <source>Cards to the discards</source>
        <translation>Cards to the discards</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="149"/>
        <source>Move the card</source>
        <translation>Move the card</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="153"/>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="154"/>
        <source>Announce the double</source>
        <translation>Announce the double</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="157"/>
        <source>Offer insurance</source>
        <translation>Offer insurance</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="164"/>
        <source>Discard the face-up card</source>
        <translation>Discard the face-up card</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="174"/>
        <source>Launch ↻</source>
        <translation>Launch ↻</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="179"/>
        <source>Launch ↺</source>
        <translation>Launch ↺</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="183"/>
        <source>Mark the number</source>
        <translation>Mark the number</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="184"/>
        <location filename="../table/verbs.py" line="210"/>
        <source>Half back</source>
        <translation>Half back</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="185"/>
        <location filename="../table/verbs.py" line="211"/>
        <source>Into prison</source>
        <translation>Into prison</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="186"/>
        <location filename="../table/verbs.py" line="212"/>
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="194"/>
        <source>Hand back</source>
        <translation>Hand back</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="196"/>
        <source>Cagnotte</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="201"/>
        <source>Face-up card: void</source>
        <translation>Face-up card: void</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="220"/>
        <source>Launch</source>
        <translation>Launch</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="229"/>
        <source>Mark commission</source>
        <translation>Mark commission</translation>
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
        <translation>Come bet to its number</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../table/words.py" line="81"/>
        <source>The next act is shown before you do it; no incidents.</source>
        <translation>The next act is shown before you do it; no incidents.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="82"/>
        <source>A wrong act is answered with the act expected and its rule.</source>
        <translation>A wrong act is answered with the act expected and its rule.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="85"/>
        <source>Timed; a quiet mark per act, the list at the end; some incidents.</source>
        <translation>Timed; a quiet mark per act, the list at the end; some incidents.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="88"/>
        <source>Timed, no help, incidents in a quarter of the coups.</source>
        <translation>Timed, no help, incidents in a quarter of the coups.</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="297"/>
        <source>Stations</source>
        <translation>Stations</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="298"/>
        <source>Reports</source>
        <translation>Reports</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="299"/>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="301"/>
        <source>Import a station bundle…</source>
        <translation>Import a station bundle…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="302"/>
        <source>Export the trainee&apos;s bundle…</source>
        <translation>Export the trainee&apos;s bundle…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="304"/>
        <source>Trainee&apos;s attempts (CSV)…</source>
        <translation>Trainee&apos;s attempts (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="305"/>
        <source>Class attempts (CSV)…</source>
        <translation>Class attempts (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="306"/>
        <source>Trainee report (PDF)…</source>
        <translation>Trainee report (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="307"/>
        <source>Class report (PDF)…</source>
        <translation>Class report (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="308"/>
        <source>Add an exam blueprint…</source>
        <translation>Add an exam blueprint…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="309"/>
        <source>Verify exam records</source>
        <translation>Verify exam records</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="362"/>
        <source>Add a trainee first.</source>
        <translation>Add a trainee first.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="367"/>
        <source>Working…</source>
        <translation>Working…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="370"/>
        <source>Another task is still running; wait for it to finish.</source>
        <translation>Another task is still running; wait for it to finish.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="383"/>
        <source>Import a station bundle</source>
        <translation>Import a station bundle</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="393"/>
        <source>{name}: nothing new, this bundle was already merged.</source>
        <translation>{name}: nothing new, this bundle was already merged.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="400"/>
        <source>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</source>
        <translation>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="418"/>
        <source>Export the trainee&apos;s bundle</source>
        <translation>Export the trainee&apos;s bundle</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="426"/>
        <source>{name}: {attempts} answers and {exams} exams written to {path}</source>
        <translation>{name}: {attempts} answers and {exams} exams written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="445"/>
        <source>Export attempts</source>
        <translation>Export attempts</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="453"/>
        <source>{rows} answers written to {path}</source>
        <translation>{rows} answers written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="493"/>
        <source>Trainee report</source>
        <translation>Trainee report</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="503"/>
        <location filename="../views/instructor_tools.py" line="514"/>
        <source>Report written to {path}</source>
        <translation>Report written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="507"/>
        <source>Class report</source>
        <translation>Class report</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="517"/>
        <source>Add an exam blueprint</source>
        <translation>Add an exam blueprint</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="376"/>
        <source>Refused: {problem}</source>
        <translation>Refused: {problem}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="562"/>
        <source>Every exam record is intact.</source>
        <translation>Every exam record is intact.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="564"/>
        <source>Some exam records were changed:</source>
        <translation>Some exam records were changed:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="527"/>
        <source>Refused: &apos;{id}&apos; is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</source>
        <translation>Refused: &apos;{id}&apos; is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="536"/>
        <source>Refused: the custom exam &apos;{id}&apos; version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</source>
        <translation>Refused: the custom exam &apos;{id}&apos; version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="547"/>
        <source>Custom exam &apos;{title}&apos; (id &apos;{id}&apos;, version {version}) added ({questions} questions).</source>
        <translation>Custom exam &apos;{title}&apos; (id &apos;{id}&apos;, version {version}) added ({questions} questions).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="310"/>
        <source>Share the school key…</source>
        <translation>Share the school key…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="311"/>
        <source>Export the school&apos;s public key…</source>
        <translation>Export the school&apos;s public key…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="567"/>
        <source>The exam records cannot be checked: a key or head file is missing or damaged.</source>
        <translation>The exam records cannot be checked: a key or head file is missing or damaged.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="580"/>
        <source>{name} now holds a copy of the school key.</source>
        <translation>{name} now holds a copy of the school key.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="608"/>
        <source>The school&apos;s public key</source>
        <translation>The school&apos;s public key</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="600"/>
        <source>The school&apos;s public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</source>
        <translation>The school&apos;s public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="295"/>
        <source>&amp;Trainee:</source>
        <translation>&amp;Trainee:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="296"/>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>All trainees</source>
        <translation>All trainees</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="354"/>
        <source>class</source>
        <comment>the start of a file name: class-2026-12-02.pdf</comment>
        <translation>class</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="356"/>
        <source>no-class</source>
        <comment>a file name: the trainees in no class</comment>
        <translation>no-class</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="470"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="471"/>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="472"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="473"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="474"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="475"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="476"/>
        <source>Given</source>
        <translation>Given</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="477"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="478"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="479"/>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="481"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="482"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="303"/>
        <source>School server…</source>
        <translation>School server…</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <location filename="../views/trainee_detail.py" line="163"/>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="164"/>
        <source>Drills (select one to see it week by week)</source>
        <translation>Drills (select one to see it week by week)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="165"/>
        <source>Mistakes (select one to replay it on the felt)</source>
        <translation>Mistakes (select one to replay it on the felt)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="168"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="169"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="170"/>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="171"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="172"/>
        <location filename="../views/trainee_detail.py" line="374"/>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="173"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="181"/>
        <source>Median answer time against the level&apos;s target</source>
        <translation>Median answer time against the level&apos;s target</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Exam</source>
        <translation>Exam</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="212"/>
        <source>{answers} · {accuracy} correct · streak {streak}</source>
        <translation>{answers} · {accuracy} correct · streak {streak}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="299"/>
        <source>All drills</source>
        <translation>All drills</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="364"/>
        <source>Accuracy by game, week by week</source>
        <translation>Accuracy by game, week by week</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="373"/>
        <source>{drill}: accuracy and median time, week by week</source>
        <translation>{drill}: accuracy and median time, week by week</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="375"/>
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="376"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Target at level {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="397"/>
        <source>Not finished</source>
        <translation>Not finished</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="423"/>
        <source>{day} · {title} (level {level}) · {seconds}</source>
        <translation>{day} · {title} (level {level}) · {seconds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="213"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="215"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="160"/>
        <source>&amp;Trainee:</source>
        <translation>&amp;Trainee:</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="161"/>
        <source>&amp;Note (only instructors see it):</source>
        <translation>&amp;Note (only instructors see it):</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="162"/>
        <source>&amp;Save note</source>
        <translation>&amp;Save note</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="192"/>
        <source>{name} (archived)</source>
        <translation>{name} (archived)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="249"/>
        <source>Class: {name}</source>
        <translation>Class: {name}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="251"/>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="259"/>
        <source>written {day}</source>
        <translation>written {day}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="276"/>
        <source>Too long: a note holds {limit} characters at most.</source>
        <translation>Too long: a note holds {limit} characters at most.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Removed.</source>
        <translation>Removed.</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="90"/>
        <source>Who is practising?</source>
        <translation>Who is practising?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="91"/>
        <source>New trainee&apos;s name</source>
        <translation>New trainee&apos;s name</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="92"/>
        <source>Add trainee</source>
        <translation>Add trainee</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="93"/>
        <source>Start (Enter)</source>
        <translation>Start (Enter)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="97"/>
        <source>Add instructor…</source>
        <translation>Add instructor…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="121"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="149"/>
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="154"/>
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="171"/>
        <source>Add a trainee to begin.</source>
        <translation>Add a trainee to begin.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="95"/>
        <source>No instructor yet: create the first instructor (name and passphrase)</source>
        <translation>No instructor yet: create the first instructor (name and passphrase)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="98"/>
        <source>PIN or passphrase…</source>
        <translation>PIN or passphrase…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="101"/>
        <source>Protect the chosen trainee&apos;s profile with a PIN, or change a PIN or an instructor&apos;s passphrase</source>
        <translation>Protect the chosen trainee&apos;s profile with a PIN, or change a PIN or an instructor&apos;s passphrase</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="123"/>
        <source>{name} (protected)</source>
        <translation>{name} (protected)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="209"/>
        <source>Choose someone in the list first.</source>
        <translation>Choose someone in the list first.</translation>
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
        <translation>Punto banco</translation>
    </message>
    <message>
        <location filename="../games.py" line="25"/>
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="26"/>
        <source>Trente et quarante</source>
        <translation>Trente et quarante</translation>
    </message>
    <message>
        <location filename="../games.py" line="27"/>
        <source>Boule</source>
        <translation>Boule</translation>
    </message>
    <message>
        <location filename="../games.py" line="28"/>
        <source>Roulette</source>
        <translation>Roulette</translation>
    </message>
    <message>
        <location filename="../games.py" line="29"/>
        <source>Craps</source>
        <translation>Craps</translation>
    </message>
    <message>
        <location filename="../games.py" line="30"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../games.py" line="31"/>
        <source>Money at the table</source>
        <translation>Money at the table</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="43"/>
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="44"/>
        <source>Attempted</source>
        <translation>Attempted</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="45"/>
        <source>Familiar</source>
        <translation>Familiar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="46"/>
        <source>Proficient</source>
        <translation>Proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="47"/>
        <source>Mastered</source>
        <translation>Mastered</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="56"/>
        <source>A</source>
        <comment>short for Attempted</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="57"/>
        <source>F</source>
        <comment>short for Familiar</comment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="58"/>
        <source>P</source>
        <comment>short for Proficient</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="59"/>
        <source>M</source>
        <comment>short for Mastered</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="58"/>
        <source>{status} (L{level})</source>
        <translation>{status} (L{level})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
</TS>

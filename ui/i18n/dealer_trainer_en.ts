<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="150" />
        <source>Remove the last chip (Backspace)</source>
        <translation>Remove the last chip (Backspace)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="177" />
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Chips: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <location filename="../views/instructor_view.py" line="89" />
        <source>The class's weakest drills</source>
        <translation>The class's weakest drills</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="104" />
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="117" />
        <source>{trainees} · {answers} in the last 30 days</source>
        <translation>{trainees} · {answers} in the last 30 days</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="125" />
        <source>, median {pace} of target</source>
        <translation>, median {pace} of target</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="130" />
        <source>{title}: {accuracy} right · {trainees}{pace}</source>
        <translation>{title}: {accuracy} right · {trainees}{pace}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="140" />
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="141" />
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="142" />
        <source>Class activity, last 30 days</source>
        <translation>Class activity, last 30 days</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <source>Show &amp;archived trainees</source>
        <translation>Show &amp;archived trainees</translation>
    </message>
    <message>
        <source>&amp;Plans: done / trainees, by the due date</source>
        <translation>&amp;Plans: done / trainees, by the due date</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>All trainees</source>
        <translation>All trainees</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archived</translation>
    </message>
    <message>
        <source>{drill}, level {level}</source>
        <translation>{drill}, level {level}</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <source>Overdue: not everyone is done</source>
        <translation>Overdue: not everyone is done</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="127" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="126" />
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="144" />
        <source>practised by %n trainee(s)</source>
        <translation>
            <numerusform>practised by %n trainee</numerusform>
            <numerusform>practised by %n trainees</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="44" />
        <source>working on L{level}</source>
        <translation>working on L{level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="103" />
        <source>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</source>
        <translation>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</translation>
    </message>
    <message>
        <source> · every station</source>
        <translation> · every station</translation>
    </message>
    <message>
        <source>The school server did not answer: this station&apos;s answers only.
{why}</source>
        <translation>The school server did not answer: this station&apos;s answers only.
{why}</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="156" />
        <source>{title} — level {level}</source>
        <translation>{title} — level {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="171" />
        <location filename="../views/drill_view.py" line="302" />
        <source>Submit (Enter)</source>
        <translation>Submit (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="201" />
        <location filename="../views/drill_view.py" line="302" />
        <source>Next (Enter)</source>
        <translation>Next (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="210" />
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="210" />
        <source>Not quite</source>
        <translation>Not quite</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="215" />
        <source>{seconds} (target {target})</source>
        <translation>{seconds} (target {target})</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="228" />
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="229" />
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="230" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="231" />
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="287" />
        <source>{seconds} (untimed)</source>
        <translation>{seconds} (untimed)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="300" />
        <source>End session (Esc)</source>
        <translation>End session (Esc)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" />
        <source>Retry saving (Enter)</source>
        <translation>Retry saving (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" />
        <source>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</source>
        <translation>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="213" />
        <source>redo: right {right} of {needed}</source>
        <translation>redo: right {right} of {needed}</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
</context>
<context>
    <name>ExamView</name>
    <message>
        <location filename="../views/exam_view.py" line="217" />
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="220" />
        <source>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</source>
        <translation>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="225" />
        <source>Start the exam (Enter)</source>
        <translation>Start the exam (Enter)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="226" />
        <source>Submit (Enter)</source>
        <translation>Submit (Enter)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="227" />
        <source>End the exam</source>
        <translation>End the exam</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="228" />
        <source>Missed and slowest questions (select to replay)</source>
        <translation>Missed and slowest questions (select to replay)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="229" />
        <source>Certificate (PDF)…</source>
        <translation>Certificate (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="230" />
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="233" />
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="234" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="235" />
        <source>Accuracy (mark)</source>
        <translation>Accuracy (mark)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="236" />
        <source>In target time (mark)</source>
        <translation>In target time (mark)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="237" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="256" />
        <source>{title} — {questions}, {minutes} min</source>
        <translation>{title} — {questions}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="268" />
        <source>Exam file refused: {problem}</source>
        <translation>Exam file refused: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="300" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="350" />
        <source>{title} · question {number} of {total} · {section}</source>
        <translation>{title} · question {number} of {total} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="405" />
        <source>Question: {seconds} / {limit}</source>
        <translation>Question: {seconds} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="409" />
        <source>Exam: {elapsed} / {limit}</source>
        <translation>Exam: {elapsed} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="460" />
        <location filename="../views/exam_view.py" line="481" />
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="462" />
        <location filename="../views/exam_view.py" line="481" />
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="464" />
        <source>{verdict}: {correct} of {questions} right</source>
        <translation>{verdict}: {correct} of {questions} right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="467" />
        <source>ended early</source>
        <translation>ended early</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="468" />
        <source>out of time</source>
        <translation>out of time</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="514" />
        <source>not answered in time</source>
        <translation>not answered in time</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="516" />
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="516" />
        <source>too late</source>
        <translation>too late</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="518" />
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="520" />
        <source>{number}. {title} · {seconds} · {why}</source>
        <translation>{number}. {title} · {seconds} · {why}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="536" />
        <source>Time: {seconds} (target {target})</source>
        <translation>Time: {seconds} (target {target})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="546" />
        <source>Certificate</source>
        <translation>Certificate</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="267" />
        <source>Proctored by:</source>
        <translation>Proctored by:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="268" />
        <source>the instructor's passphrase</source>
        <translation>the instructor's passphrase</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="270" />
        <location filename="../views/exam_view.py" line="323" />
        <source>Nobody: self-assessment, not proctored</source>
        <translation>Nobody: self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="352" />
        <source>Wrong passphrase. Wait {seconds} s before trying again.</source>
        <translation>Wrong passphrase. Wait {seconds} s before trying again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="356" />
        <source>Wrong passphrase. Try again.</source>
        <translation>Wrong passphrase. Try again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="366" />
        <source>The school key cannot be used: {problem}</source>
        <translation>The school key cannot be used: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="434" />
        <source>The exam cannot be sealed: {problem}</source>
        <translation>The exam cannot be sealed: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="449" />
        <source>Proctored by {name}</source>
        <translation>Proctored by {name}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="450" />
        <source>Self-assessment, not proctored</source>
        <translation>Self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="596" />
        <source>signed with the school key</source>
        <translation>signed with the school key</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="598" />
        <source>signed by this station only</source>
        <translation>signed by this station only</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="602" />
        <source>Reference: {code}</source>
        <translation>Reference: {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="304" />
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="346" />
        <source>&amp;Sit:</source>
        <translation>&amp;Sit:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="348" />
        <source>Table session report…</source>
        <translation>Table session report…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="349" />
        <source>Retake the failed area…</source>
        <translation>Retake the failed area…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="358" />
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="496" />
        <source>{family} {mark}</source>
        <translation>{family} {mark}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="503" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="508" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="523" />
        <source>The whole exam</source>
        <translation>The whole exam</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="541" />
        <source>Retake “{area}” alone (exam of {day})</source>
        <translation>Retake “{area}” alone (exam of {day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="604" />
        <source>This exam has changed since it was sat: sit the whole exam again.</source>
        <translation>This exam has changed since it was sat: sit the whole exam again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="607" />
        <source>The earlier result does not match its signature: sit the whole exam again.</source>
        <translation>The earlier result does not match its signature: sit the whole exam again.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="610" />
        <source>That area cannot be retaken alone: sit the whole exam.</source>
        <translation>That area cannot be retaken alone: sit the whole exam.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="674" />
        <source>{title} · {section}</source>
        <translation>{title} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="692" />
        <source>Not an act: write it like “pay box3 15” or “call no_more_bets”.</source>
        <translation>Not an act: write it like “pay box3 15” or “call no_more_bets”.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="885" />
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="890" />
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acts</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="892" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="917" />
        <source>{family} {right}/{total} (mark {mark}, {grade})</source>
        <translation>{family} {right}/{total} (mark {mark}, {grade})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="934" />
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="938" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="946" />
        <source>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</source>
        <translation>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="843" />
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
        <location filename="../views/home_view.py" line="251" />
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Learn the rules (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="252" />
        <location filename="../views/home_view.py" line="257" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="253" />
        <source>Practise (Enter)</source>
        <translation>Practise (Enter)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="256" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="258" />
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="259" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="260" />
        <source>Median time / target</source>
        <translation>Median time / target</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="315" />
        <source>L{level}: {note}, {target}</source>
        <translation>L{level}: {note}, {target}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="318" />
        <location filename="../views/home_view.py" line="323" />
        <source>untimed</source>
        <translation>untimed</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="321" />
        <source>L{level}: {target}</source>
        <translation>L{level}: {target}</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="114" />
        <source>Hello, {name}</source>
        <translation>Hello, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="115" />
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continue practice (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="122" />
        <source>Today: {answers} · streak: {streak} (longest {longest})</source>
        <translation>Today: {answers} · streak: {streak} (longest {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="160" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} of {total} drills proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="185" />
        <source>Assigned by your instructor: {items}</source>
        <translation>Assigned by your instructor: {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="124" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="125" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstructorSecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="307" />
        <source>Instructor</source>
        <translation>Instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="308" />
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="310" />
        <source>Instructor's approval</source>
        <translation>Instructor's approval</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="315" />
        <source>There is no instructor yet.</source>
        <translation>There is no instructor yet.</translation>
    </message>
</context>
<context>
    <name>InstructorView</name>
    <message>
        <location filename="../views/instructor_view.py" line="188" />
        <source>Instructor mode — {name}</source>
        <translation>Instructor mode — {name}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="189" />
        <source>Instructor mode needs an instructor's PIN.</source>
        <translation>Instructor mode needs an instructor's PIN.</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="192" />
        <source>Class overview</source>
        <translation>Class overview</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="193" />
        <source>Trainee detail</source>
        <translation>Trainee detail</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="194" />
        <source>Practice plans</source>
        <translation>Practice plans</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="195" />
        <source>Stations and reports</source>
        <translation>Stations and reports</translation>
    </message>
    <message>
        <source>Trainees and classes</source>
        <translation>Trainees and classes</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="38" />
        <source>Lesson:</source>
        <translation>Lesson:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="58" />
        <source>This lesson cannot be shown: {problem}</source>
        <translation>This lesson cannot be shown: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="62" />
        <source>This lesson is not yet translated; showing English.</source>
        <translation>This lesson is not yet translated; showing English.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="144" />
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="145" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="146" />
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="148" />
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="149" />
        <source>Continue practice</source>
        <translation>Continue practice</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="150" />
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="151" />
        <source>My progress</source>
        <translation>My progress</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="152" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="153" />
        <source>Switch trainee</source>
        <translation>Switch trainee</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154" />
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="277" />
        <source>Session summary</source>
        <translation>Session summary</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="280" />
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
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <source>Instructor mode</source>
        <translation>Instructor mode</translation>
    </message>
    <message>
        <source>Instructor mode needs an instructor's PIN: choose an instructor.</source>
        <translation>Instructor mode needs an instructor's PIN: choose an instructor.</translation>
    </message>
</context>
<context>
    <name>NewInstructorDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="119" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="134" />
        <source>New instructor</source>
        <translation>New instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="139" />
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="143" />
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="346" />
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="347" />
        <source>Passphrase again</source>
        <translation>Passphrase again</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="351" />
        <source>At least {count} characters: a few words are easy to remember and hard to guess.</source>
        <translation>At least {count} characters: a few words are easy to remember and hard to guess.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="364" />
        <source>Approved by</source>
        <translation>Approved by</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="365" />
        <source>Their passphrase</source>
        <translation>Their passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371" />
        <source>The first instructor</source>
        <translation>The first instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="376" />
        <source>This station has no instructor yet: the first one needs nobody's approval.</source>
        <translation>This station has no instructor yet: the first one needs nobody's approval.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="378" />
        <source>An instructor of this station approves with their passphrase.</source>
        <translation>An instructor of this station approves with their passphrase.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="411" />
        <source>An instructor now exists: ask them to approve.</source>
        <translation>An instructor now exists: ask them to approve.</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="277" />
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="63" />
        <source>Instructor mode</source>
        <translation>Instructor mode</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="246" />
        <source>Passphrase for {name}:</source>
        <translation>Passphrase for {name}:</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="248" />
        <source>{name}'s profile is protected.</source>
        <translation>{name}'s profile is protected.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="255" />
        <source>{name}'s PIN</source>
        <translation>{name}'s PIN</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="258" />
        <source>the passphrase of {name} (instructor)</source>
        <translation>the passphrase of {name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="262" />
        <source>Open with</source>
        <translation>Open with</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="267" />
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
</context>
<context>
    <name>PlansPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="97" />
        <source>New practice plan</source>
        <translation>New practice plan</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Target level</source>
        <translation>Target level</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="105" />
        <source>Cancel the selected plan</source>
        <translation>Cancel the selected plan</translation>
    </message>
    <message>
        <source>F&amp;or</source>
        <translation>F&amp;or</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Drill</translation>
    </message>
    <message>
        <source>Target &amp;level</source>
        <translation>Target &amp;level</translation>
    </message>
    <message>
        <source>Due &amp;by</source>
        <translation>Due &amp;by</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <translation>&amp;Assign</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <source>Overdue: not everyone is done</source>
        <translation>Overdue: not everyone is done</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="150" />
        <source>{answers} · {accuracy} correct · median {median} · streak {streak}</source>
        <translation>{answers} · {accuracy} correct · median {median} · streak {streak}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="155" />
        <source>Activity (last 13 weeks)</source>
        <translation>Activity (last 13 weeks)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="187" />
        <source>Drills (select one to see it on the chart)</source>
        <translation>Drills (select one to see it on the chart)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="248" />
        <source>Target at level {level}: {seconds}</source>
        <translation>Target at level {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="252" />
        <source>{drill}: accuracy and speed by day</source>
        <translation>{drill}: accuracy and speed by day</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="161" />
        <source>Recent mistakes</source>
        <translation>Recent mistakes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="162" />
        <source>Try again (Enter)</source>
        <translation>Try again (Enter)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="172" />
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (level {level}) · expected {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="192" />
        <source>All drills</source>
        <translation>All drills</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="236" />
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="236" />
        <source>Median seconds</source>
        <translation>Median seconds</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="239" />
        <source>Accuracy and speed by day</source>
        <translation>Accuracy and speed by day</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="151" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="154" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="173" />
        <source>Redo my mistakes ({count})</source>
        <translation>Redo my mistakes ({count})</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="174" />
        <source>Each recent mistake again, until you answer it right twice</source>
        <translation>Each recent mistake again, until you answer it right twice</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../views/question_panel.py" line="1" />
        <source>{prompt}
Hint: {hint}</source>
        <translation>{prompt}
Hint: {hint}</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../views/replay_panel.py" line="48" />
        <source>level {level}</source>
        <translation>level {level}</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="49" />
        <source>Answer given</source>
        <translation>Answer given</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="50" />
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="1" />
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../reports.py" line="89" />
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../reports.py" line="89" />
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../reports.py" line="104" />
        <source>Accuracy by game, week by week</source>
        <translation>Accuracy by game, week by week</translation>
    </message>
    <message>
        <location filename="../reports.py" line="106" />
        <source>Progress report: {name}</source>
        <translation>Progress report: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="107" />
        <location filename="../reports.py" line="196" />
        <source>Printed on {day}</source>
        <translation>Printed on {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="108" />
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <location filename="../reports.py" line="113" />
        <source>{answers} answers · {accuracy} correct · median {median}</source>
        <translation>{answers} answers · {accuracy} correct · median {median}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="123" />
        <location filename="../reports.py" line="237" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../reports.py" line="124" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../reports.py" line="125" />
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../reports.py" line="126" />
        <location filename="../reports.py" line="191" />
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../reports.py" line="127" />
        <location filename="../reports.py" line="210" />
        <location filename="../reports.py" line="237" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../reports.py" line="128" />
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../reports.py" line="129" />
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <location filename="../reports.py" line="160" />
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Exam</source>
        <translation>Exam</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <location filename="../reports.py" line="298" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../reports.py" line="173" />
        <source>Not finished</source>
        <translation>Not finished</translation>
    </message>
    <message>
        <location filename="../reports.py" line="179" />
        <source>No exams yet</source>
        <translation>No exams yet</translation>
    </message>
    <message>
        <location filename="../reports.py" line="192" />
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="193" />
        <source>Class activity, last 30 days</source>
        <translation>Class activity, last 30 days</translation>
    </message>
    <message>
        <location filename="../reports.py" line="195" />
        <source>Class report</source>
        <translation>Class report</translation>
    </message>
    <message>
        <location filename="../reports.py" line="198" />
        <source>Weakest drills</source>
        <translation>Weakest drills</translation>
    </message>
    <message>
        <location filename="../reports.py" line="206" />
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <location filename="../reports.py" line="197" />
        <location filename="../reports.py" line="237" />
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <location filename="../reports.py" line="237" />
        <source>Pace</source>
        <translation>Pace</translation>
    </message>
    <message>
        <location filename="../reports.py" line="266" />
        <source>The exam was ended early.</source>
        <translation>The exam was ended early.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="267" />
        <source>The exam ran out of time.</source>
        <translation>The exam ran out of time.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="273" />
        <source>Exam: {title}</source>
        <translation>Exam: {title}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="275" />
        <source>Date: {day}</source>
        <translation>Date: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="281" />
        <source>{correct} of {questions} right</source>
        <translation>{correct} of {questions} right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="294" />
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location filename="../reports.py" line="295" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="296" />
        <source>Accuracy (mark)</source>
        <translation>Accuracy (mark)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="297" />
        <source>In target time (mark)</source>
        <translation>In target time (mark)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="279" />
        <source>Certificate: proctored exam</source>
        <translation>Certificate: proctored exam</translation>
    </message>
    <message>
        <location filename="../reports.py" line="281" />
        <source>Certificate of self-assessment (not proctored)</source>
        <translation>Certificate of self-assessment (not proctored)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="304" />
        <source>This exam was sealed before signed certificates: no code.</source>
        <translation>This exam was sealed before signed certificates: no code.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="320" />
        <source>Proctored by {name}</source>
        <translation>Proctored by {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="321" />
        <source>Self-assessment, not proctored</source>
        <translation>Self-assessment, not proctored</translation>
    </message>
    <message>
        <location filename="../reports.py" line="374" />
        <source>Custom exam (an instructor's file), digest {digest}</source>
        <translation>Custom exam (an instructor's file), digest {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="376" />
        <source>Exam bundled with the trainer, digest {digest}</source>
        <translation>Exam bundled with the trainer, digest {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="379" />
        <source>Rulebook: {rulebook}</source>
        <translation>Rulebook: {rulebook}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="381" />
        <source>House rules: {rules}</source>
        <translation>House rules: {rules}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="383" />
        <source>House rules: none</source>
        <translation>House rules: none</translation>
    </message>
    <message>
        <location filename="../reports.py" line="394" />
        <source>Check this certificate on any computer with the school's public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</source>
        <translation>Check this certificate on any computer with the school's public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="401" />
        <source>Reference: {code}</source>
        <translation>Reference: {code}</translation>
    </message>
    <message>
        <source>Class report: {name}</source>
        <translation>Class report: {name}</translation>
    </message>
    <message>
        <source>Drills proficient or better</source>
        <translation>Drills proficient or better</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>By game</translation>
    </message>
    <message>
        <source>Recent mistakes</source>
        <translation>Recent mistakes</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Given</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>No mistakes</source>
        <translation>No mistakes</translation>
    </message>
    <message>
        <source>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</source>
        <translation>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</translation>
    </message>
    <message>
        <source>No trainees</source>
        <translation>No trainees</translation>
    </message>
    <message>
        <source>Practice plans</source>
        <translation>Practice plans</translation>
    </message>
    <message>
        <source>Target level</source>
        <translation>Target level</translation>
    </message>
    <message>
        <source>For</source>
        <translation>For</translation>
    </message>
    <message>
        <source>Due by</source>
        <translation>Due by</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Mistakes, last 30 days</source>
        <translation>Mistakes, last 30 days</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Mistakes</translation>
    </message>
    <message>
        <source>Of answers</source>
        <translation>Of answers</translation>
    </message>
    <message>
        <source>Share wrong</source>
        <translation>Share wrong</translation>
    </message>
    <message>
        <source>Trainees who erred</source>
        <translation>Trainees who erred</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Every trainee</translation>
    </message>
    <message>
        <location filename="../reports.py" line="132" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} of {total} drills proficient</translation>
    </message>
    <message>
        <location filename="../reports.py" line="482" />
        <source>{game} at the table — {mode}</source>
        <translation>{game} at the table — {mode}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="487" />
        <source>Trainee: {name}</source>
        <translation>Trainee: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="489" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="490" />
        <source>{right} of {total} acts right</source>
        <translation>{right} of {total} acts right</translation>
    </message>
    <message>
        <location filename="../reports.py" line="493" />
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="495" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="495" />
        <source>no red line</source>
        <translation>no red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="497" />
        <source>Acts right by family</source>
        <translation>Acts right by family</translation>
    </message>
    <message>
        <location filename="../reports.py" line="497" />
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../reports.py" line="498" />
        <source>Wrong acts</source>
        <translation>Wrong acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="498" />
        <source>Slowest acts</source>
        <translation>Slowest acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="504" />
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../reports.py" line="504" />
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Act made</source>
        <translation>Act made</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../reports.py" line="657" />
        <source>A retake: one failed area sat again, the others carried.</source>
        <translation>A retake: one failed area sat again, the others carried.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="664" />
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../reports.py" line="496" />
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="536" />
        <source>No red line</source>
        <translation>No red line</translation>
    </message>
    <message>
        <location filename="../reports.py" line="545" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../reports.py" line="566" />
        <source>No wrong act</source>
        <translation>No wrong act</translation>
    </message>
    <message>
        <location filename="../reports.py" line="569" />
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../reports.py" line="669" />
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../reports.py" line="684" />
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <location filename="../reports.py" line="689" />
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} acts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="731" />
        <source>{name}: carried from the exam of {day} ({exam})</source>
        <translation>{name}: carried from the exam of {day} ({exam})</translation>
    </message>
    <message>
        <location filename="../reports.py" line="206" />
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../reports.py" line="212" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../reports.py" line="213" />
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="214" />
        <source>Last pace</source>
        <translation>Last pace</translation>
    </message>
    <message>
        <location filename="../reports.py" line="215" />
        <source>Red lines (last · all)</source>
        <translation>Red lines (last · all)</translation>
    </message>
</context>
<context>
    <name>SecretChangeDialog</name>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="41" />
        <source>{name}'s current passphrase</source>
        <translation>{name}'s current passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="43" />
        <source>{name}'s current PIN</source>
        <translation>{name}'s current PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="49" />
        <source>the passphrase of {name} (instructor)</source>
        <translation>the passphrase of {name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="52" />
        <source>Confirm with</source>
        <translation>Confirm with</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="57" />
        <source>New passphrase</source>
        <translation>New passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="58" />
        <source>New passphrase again</source>
        <translation>New passphrase again</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="60" />
        <source>New PIN</source>
        <translation>New PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="61" />
        <source>New PIN again</source>
        <translation>New PIN again</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="64" />
        <source>Remove the PIN</source>
        <translation>Remove the PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="69" />
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="69" />
        <source>Profile PIN</source>
        <translation>Profile PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="74" />
        <source>Change the passphrase of {name}.</source>
        <translation>Change the passphrase of {name}.</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="76" />
        <source>Change or remove the PIN that protects {name}'s profile.</source>
        <translation>Change or remove the PIN that protects {name}'s profile.</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="80" />
        <source>Protect {name}'s profile with a PIN: others then need it (or an instructor's passphrase) to practise as {name}.</source>
        <translation>Protect {name}'s profile with a PIN: others then need it (or an instructor's passphrase) to practise as {name}.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="121" />
        <source>New passphrase</source>
        <translation>New passphrase</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="124" />
        <source>New passphrase again</source>
        <translation>New passphrase again</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="146" />
        <source>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</source>
        <translation>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="163" />
        <source>Wrong passphrase.</source>
        <translation>Wrong passphrase.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="165" />
        <source>Wrong PIN.</source>
        <translation>Wrong PIN.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="174" />
        <source>{wrong} Try again.</source>
        <translation>{wrong} Try again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="179" />
        <source>{wrong} Wait {seconds} s before trying again.</source>
        <translation>{wrong} Wait {seconds} s before trying again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="190" />
        <source>You may try again.</source>
        <translation>You may try again.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="223" />
        <source>A passphrase needs at least {count} characters.</source>
        <translation>A passphrase needs at least {count} characters.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="226" />
        <source>A PIN needs at least {count} characters.</source>
        <translation>A PIN needs at least {count} characters.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="231" />
        <source>The two passphrases differ.</source>
        <translation>The two passphrases differ.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="232" />
        <source>The two PINs differ.</source>
        <translation>The two PINs differ.</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="174" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="175" />
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="176" />
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="177" />
        <location filename="../views/settings_view.py" line="180" />
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="178" />
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="179" />
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="181" />
        <source>Rulebook and house rules</source>
        <translation>Rulebook and house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="182" />
        <source>Rulebook</source>
        <translation>Rulebook</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="183" />
        <source>Save house rules</source>
        <translation>Save house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="184" />
        <source>Back to the regulation</source>
        <translation>Back to the regulation</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="186" />
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punto banco: banker commission (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="188" />
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punto banco: commission collected (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="190" />
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: doubling allowed on (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="192" />
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: dealer blackjack takes (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="194" />
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: table minimum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="195" />
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: table maximum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="196" />
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Roulette: table minimum (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="197" />
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Roulette: maximum on a straight (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="198" />
        <source>Craps: table minimum (CR-15)</source>
        <translation>Craps: table minimum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="199" />
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Craps: simple-bet maximum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="200" />
        <source>Payouts that do not fall on a chip</source>
        <translation>Payouts that do not fall on a chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="204" />
        <source>Chip set (value and colour, smallest first)</source>
        <translation>Chip set (value and colour, smallest first)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="206" />
        <source>at once, from each win</source>
        <translation>at once, from each win</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="207" />
        <source>at the end of the shoe</source>
        <translation>at the end of the shoe</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="208" />
        <source>any first two cards</source>
        <translation>any first two cards</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="209" />
        <source>9, 10 or 11 only</source>
        <translation>9, 10 or 11 only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="210" />
        <source>every bet, doubles and splits included</source>
        <translation>every bet, doubles and splits included</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="211" />
        <source>the original bets only</source>
        <translation>the original bets only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="212" />
        <source>paid exactly, to the cent</source>
        <translation>paid exactly, to the cent</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="213" />
        <source>rounded down to the smallest chip</source>
        <translation>rounded down to the smallest chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="278" />
        <source>Not saved: {field}: {problem}</source>
        <translation>Not saved: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="272" />
        <source>Saved. New questions use these rules.</source>
        <translation>Saved. New questions use these rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="288" />
        <source>House rules removed: the regulation's values apply.</source>
        <translation>House rules removed: the regulation's values apply.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="210" />
        <source>Change as instructor…</source>
        <translation>Change as instructor…</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="293" />
        <source>Unlocked by an instructor until you leave this screen.</source>
        <translation>Unlocked by an instructor until you leave this screen.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="298" />
        <source>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</source>
        <translation>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="305" />
        <source>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</source>
        <translation>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="319" />
        <source>An instructor's passphrase is needed to change the house rules.</source>
        <translation>An instructor's passphrase is needed to change the house rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="357" />
        <source>Not saved: an instructor must unlock the house rules.</source>
        <translation>Not saved: an instructor must unlock the house rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="375" />
        <source>Not saved: the instructor's passphrase was refused.</source>
        <translation>Not saved: the instructor's passphrase was refused.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="400" />
        <source>Not changed: an instructor must unlock the house rules.</source>
        <translation>Not changed: an instructor must unlock the house rules.</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grey</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <source>write each chip as a value and a colour, like “{example}”</source>
        <translation>write each chip as a value and a colour, like “{example}”</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="329" />
        <source>Bet</source>
        <translation>Bet</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="330" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="331" />
        <source>Amount paid or collected</source>
        <translation>Amount paid or collected</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Settle the bets first: choose a result and type an amount for each.</source>
        <translation>Settle the bets first: choose a result and type an amount for each.</translation>
    </message>
    <message>
        <source>Choose a result for every bet.</source>
        <translation>Choose a result for every bet.</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="219" />
        <source>Stations</source>
        <translation>Stations</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="220" />
        <source>Reports</source>
        <translation>Reports</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="221" />
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="223" />
        <source>Import a station bundle…</source>
        <translation>Import a station bundle…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="224" />
        <source>Export the trainee's bundle…</source>
        <translation>Export the trainee's bundle…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="225" />
        <source>Trainee's attempts (CSV)…</source>
        <translation>Trainee's attempts (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="226" />
        <source>Class attempts (CSV)…</source>
        <translation>Class attempts (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="227" />
        <source>Trainee report (PDF)…</source>
        <translation>Trainee report (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="228" />
        <source>Class report (PDF)…</source>
        <translation>Class report (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="229" />
        <source>Add an exam blueprint…</source>
        <translation>Add an exam blueprint…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="230" />
        <source>Verify exam records</source>
        <translation>Verify exam records</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="261" />
        <source>Add a trainee first.</source>
        <translation>Add a trainee first.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="266" />
        <source>Working…</source>
        <translation>Working…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="269" />
        <source>Another task is still running; wait for it to finish.</source>
        <translation>Another task is still running; wait for it to finish.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="279" />
        <source>Import a station bundle</source>
        <translation>Import a station bundle</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="289" />
        <source>{name}: nothing new, this bundle was already merged.</source>
        <translation>{name}: nothing new, this bundle was already merged.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="296" />
        <source>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</source>
        <translation>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="315" />
        <source>Export the trainee's bundle</source>
        <translation>Export the trainee's bundle</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="323" />
        <source>{name}: {attempts} answers and {exams} exams written to {path}</source>
        <translation>{name}: {attempts} answers and {exams} exams written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="334" />
        <source>Export attempts</source>
        <translation>Export attempts</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="340" />
        <source>{rows} answers written to {path}</source>
        <translation>{rows} answers written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="349" />
        <source>Trainee report</source>
        <translation>Trainee report</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="353" />
        <location filename="../views/instructor_tools.py" line="360" />
        <source>Report written to {path}</source>
        <translation>Report written to {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="356" />
        <source>Class report</source>
        <translation>Class report</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="363" />
        <source>Add an exam blueprint</source>
        <translation>Add an exam blueprint</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="369" />
        <source>Refused: {problem}</source>
        <translation>Refused: {problem}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="380" />
        <source>Every exam record is intact.</source>
        <translation>Every exam record is intact.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="382" />
        <source>Some exam records were changed:</source>
        <translation>Some exam records were changed:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="371" />
        <source>Refused: '{id}' is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</source>
        <translation>Refused: '{id}' is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="379" />
        <source>Refused: the custom exam '{id}' version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</source>
        <translation>Refused: the custom exam '{id}' version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="390" />
        <source>Custom exam '{title}' (id '{id}', version {version}) added ({questions} questions).</source>
        <translation>Custom exam '{title}' (id '{id}', version {version}) added ({questions} questions).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="236" />
        <source>Share the school key…</source>
        <translation>Share the school key…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="237" />
        <source>Export the school's public key…</source>
        <translation>Export the school's public key…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="415" />
        <source>The exam records cannot be checked: a key or head file is missing or damaged.</source>
        <translation>The exam records cannot be checked: a key or head file is missing or damaged.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="426" />
        <source>{name} now holds a copy of the school key.</source>
        <translation>{name} now holds a copy of the school key.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="441" />
        <source>The school's public key</source>
        <translation>The school's public key</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="448" />
        <source>The school's public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</source>
        <translation>The school's public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</translation>
    </message>
    <message>
        <source>&amp;Trainee:</source>
        <translation>&amp;Trainee:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <source>All trainees</source>
        <translation>All trainees</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <source>class</source>
        <comment>the start of a file name: class-2026-12-02.pdf</comment>
        <translation>class</translation>
    </message>
    <message>
        <source>no-class</source>
        <comment>a file name: the trainees in no class</comment>
        <translation>no-class</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Given</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>School server…</source>
        <translation>School server…</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <location filename="../views/trainee_detail.py" line="117" />
        <source>Exams</source>
        <translation>Exams</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="118" />
        <source>Drills (select one to see it week by week)</source>
        <translation>Drills (select one to see it week by week)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="119" />
        <source>Mistakes (select one to replay it on the felt)</source>
        <translation>Mistakes (select one to replay it on the felt)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="122" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="123" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="124" />
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="125" />
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="126" />
        <location filename="../views/trainee_detail.py" line="247" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="127" />
        <source>Median / target</source>
        <translation>Median / target</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Exam</source>
        <translation>Exam</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="161" />
        <source>{answers} · {accuracy} correct · streak {streak}</source>
        <translation>{answers} · {accuracy} correct · streak {streak}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="182" />
        <source>All drills</source>
        <translation>All drills</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="236" />
        <source>Accuracy by game, week by week</source>
        <translation>Accuracy by game, week by week</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="246" />
        <source>{drill}: accuracy and median time, week by week</source>
        <translation>{drill}: accuracy and median time, week by week</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="248" />
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="249" />
        <source>Target at level {level}: {seconds}</source>
        <translation>Target at level {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="269" />
        <source>Not finished</source>
        <translation>Not finished</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="272" />
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="272" />
        <source>Not passed</source>
        <translation>Not passed</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="296" />
        <source>{day} · {title} (level {level}) · {seconds}</source>
        <translation>{day} · {title} (level {level}) · {seconds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="170" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="172" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trainee:</source>
        <translation>&amp;Trainee:</translation>
    </message>
    <message>
        <source>&amp;Note (only instructors see it):</source>
        <translation>&amp;Note (only instructors see it):</translation>
    </message>
    <message>
        <source>&amp;Save note</source>
        <translation>&amp;Save note</translation>
    </message>
    <message>
        <source>{name} (archived)</source>
        <translation>{name} (archived)</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Class: {name}</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>In no class</translation>
    </message>
    <message>
        <source>written {day}</source>
        <translation>written {day}</translation>
    </message>
    <message>
        <source>Too long: a note holds {limit} characters at most.</source>
        <translation>Too long: a note holds {limit} characters at most.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Removed.</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="80" />
        <source>Who is practising?</source>
        <translation>Who is practising?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="81" />
        <source>New trainee's name</source>
        <translation>New trainee's name</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="82" />
        <source>Add trainee</source>
        <translation>Add trainee</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="83" />
        <source>Start (Enter)</source>
        <translation>Start (Enter)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="87" />
        <source>Add instructor…</source>
        <translation>Add instructor…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="96" />
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="113" />
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="118" />
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="134" />
        <source>Add a trainee to begin.</source>
        <translation>Add a trainee to begin.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="100" />
        <source>No instructor yet: create the first instructor (name and passphrase)</source>
        <translation>No instructor yet: create the first instructor (name and passphrase)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="103" />
        <source>PIN or passphrase…</source>
        <translation>PIN or passphrase…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="106" />
        <source>Protect the chosen trainee's profile with a PIN, or change a PIN or an instructor's passphrase</source>
        <translation>Protect the chosen trainee's profile with a PIN, or change a PIN or an instructor's passphrase</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="121" />
        <source>{name} (protected)</source>
        <translation>{name} (protected)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="197" />
        <source>Choose someone in the list first.</source>
        <translation>Choose someone in the list first.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="14" />
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="15" />
        <source>Punto banco</source>
        <translation>Punto banco</translation>
    </message>
    <message>
        <location filename="../games.py" line="16" />
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="17" />
        <source>Trente et quarante</source>
        <translation>Trente et quarante</translation>
    </message>
    <message>
        <location filename="../games.py" line="18" />
        <source>Boule</source>
        <translation>Boule</translation>
    </message>
    <message>
        <location filename="../games.py" line="19" />
        <source>Roulette</source>
        <translation>Roulette</translation>
    </message>
    <message>
        <location filename="../games.py" line="20" />
        <source>Craps</source>
        <translation>Craps</translation>
    </message>
    <message>
        <location filename="../games.py" line="21" />
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../games.py" line="22" />
        <source>Money at the table</source>
        <translation>Money at the table</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="40" />
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="41" />
        <source>Attempted</source>
        <translation>Attempted</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="42" />
        <source>Familiar</source>
        <translation>Familiar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="43" />
        <source>Proficient</source>
        <translation>Proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="44" />
        <source>Mastered</source>
        <translation>Mastered</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="47" />
        <source>A</source>
        <comment>short for Attempted</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="48" />
        <source>F</source>
        <comment>short for Familiar</comment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="49" />
        <source>P</source>
        <comment>short for Proficient</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="50" />
        <source>M</source>
        <comment>short for Mastered</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="57" />
        <source>{status} (L{level})</source>
        <translation>{status} (L{level})</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../storage_messages.py" />
        <source>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</source>
        <translation>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk is full: free some space, or ask the instructor.</source>
        <translation>The disk is full: free some space, or ask the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk reported an error.</source>
        <translation>The disk reported an error.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</source>
        <translation>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</source>
        <translation>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</source>
        <translation>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../storage_messages.py" />
        <source>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</source>
        <translation>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</source>
        <translation>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer cannot start</source>
        <translation>Dealer Trainer cannot start</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer could not start: {error}</source>
        <translation>Dealer Trainer could not start: {error}</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</source>
        <translation>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Log file set aside</source>
        <translation>Log file set aside</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file damaged</source>
        <translation>Progress file damaged</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file replaced</source>
        <translation>Progress file replaced</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</source>
        <translation>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</source>
        <translation>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</source>
        <translation>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</source>
        <translation>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</source>
        <translation>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The last change could not be saved. {cause}
({detail})</source>
        <translation>The last change could not be saved. {cause}
({detail})</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file {path} cannot be opened. Check the disk, then start again.</source>
        <translation>The progress file {path} cannot be opened. Check the disk, then start again.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</source>
        <translation>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Today's check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</source>
        <translation>Today's check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</source>
        <translation>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</translation>
    </message>
</context>
<context>
    <name>ShareKeyDialog</name>
    <message>
        <location filename="../views/school_key_dialog.py" line="51" />
        <source>Instructor who holds the key</source>
        <translation>Instructor who holds the key</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="52" />
        <location filename="../views/school_key_dialog.py" line="54" />
        <source>Their passphrase</source>
        <translation>Their passphrase</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="53" />
        <source>Give a copy to</source>
        <translation>Give a copy to</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="67" />
        <source>Share the school key</source>
        <translation>Share the school key</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="72" />
        <source>Choose an instructor on each side.</source>
        <translation>Choose an instructor on each side.</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="81" />
        <source>Wrong passphrase for {name}.</source>
        <translation>Wrong passphrase for {name}.</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Classes (trainees in each)</source>
        <translation>Classes (trainees in each)</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <source>&amp;New class…</source>
        <translation>&amp;New class…</translation>
    </message>
    <message>
        <source>Rena&amp;me class…</source>
        <translation>Rena&amp;me class…</translation>
    </message>
    <message>
        <source>Show &amp;archived trainees</source>
        <translation>Show &amp;archived trainees</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lass:</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Class</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>No class</source>
        <translation>No class</translation>
    </message>
    <message>
        <source>{name} (archived)</source>
        <translation>{name} (archived)</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>Res&amp;tore</translation>
    </message>
    <message>
        <source>Arc&amp;hive</source>
        <translation>Arc&amp;hive</translation>
    </message>
    <message>
        <source>Back in the lists, with everything they did</source>
        <translation>Back in the lists, with everything they did</translation>
    </message>
    <message>
        <source>Out of the lists; every answer and exam is kept</source>
        <translation>Out of the lists; every answer and exam is kept</translation>
    </message>
    <message>
        <source>New class</source>
        <translation>New class</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>There is already a class called {name}.</source>
        <translation>There is already a class called {name}.</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <source>Class {name} created.</source>
        <translation>Class {name} created.</translation>
    </message>
    <message>
        <source>Rename the class</source>
        <translation>Rename the class</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>New name:</translation>
    </message>
    <message>
        <source>Class {old} is now {new}.</source>
        <translation>Class {old} is now {new}.</translation>
    </message>
    <message>
        <source>{name} is now in {group}.</source>
        <translation>{name} is now in {group}.</translation>
    </message>
    <message>
        <source>{name} is in no class now.</source>
        <translation>{name} is in no class now.</translation>
    </message>
    <message>
        <source>Rename the trainee</source>
        <translation>Rename the trainee</translation>
    </message>
    <message>
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <source>{old} is now {new}.</source>
        <translation>{old} is now {new}.</translation>
    </message>
    <message>
        <source>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</source>
        <translation>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</translation>
    </message>
    <message>
        <source>{name} is back in the lists.</source>
        <translation>{name} is back in the lists.</translation>
    </message>
</context>
<context>
    <name>DrillNotes</name>
    <message>
        <location filename="../views/drill_notes.py" line="52" />
        <source>Level up! Level {level} is open: you are proficient at level {below}.</source>
        <translation>Level up! Level {level} is open: you are proficient at level {below}.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="60" />
        <source>Cleared: answered right twice.</source>
        <translation>Cleared: answered right twice.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="62" />
        <source>Right once: it comes back once more.</source>
        <translation>Right once: it comes back once more.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="64" />
        <source>It comes back until you answer it right twice.</source>
        <translation>It comes back until you answer it right twice.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="66" />
        <source>Mistakes left to redo: {count}</source>
        <translation>Mistakes left to redo: {count}</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="68" />
        <source>No mistakes left to redo.</source>
        <translation>No mistakes left to redo.</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Rule {rule}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>This lesson cannot be shown: {problem}</translation>
    </message>
    <message>
        <source>Open the whole lesson (ends the session)</source>
        <translation>Open the whole lesson (ends the session)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Write every stack&apos;s amount on the felt (again: only under the mouse)</source>
        <translation>Write every stack&apos;s amount on the felt (again: only under the mouse)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Drills and exams</source>
        <translation>Drills and exams</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Submit the answer; again: the next question</source>
        <translation>Submit the answer; again: the next question</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>End the session (its summary shows); closes a rule first</source>
        <translation>End the session (its summary shows); closes a rule first</translation>
    </message>
    <message>
        <source>Esc elsewhere</source>
        <translation>Esc elsewhere</translation>
    </message>
    <message>
        <source>Back home from a lesson, progress, settings or a game</source>
        <translation>Back home from a lesson, progress, settings or a game</translation>
    </message>
    <message>
        <source>Any key during the deal</source>
        <translation>Any key during the deal</translation>
    </message>
    <message>
        <source>Show the end of the deal (a digit typed goes to the answer too)</source>
        <translation>Show the end of the deal (a digit typed goes to the answer too)</translation>
    </message>
    <message>
        <source>Choose an option: a number option on its own digit, the others in the order shown</source>
        <translation>Choose an option: a number option on its own digit, the others in the order shown</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Left / Right</translation>
    </message>
    <message>
        <source>Move through the options</source>
        <translation>Move through the options</translation>
    </message>
    <message>
        <source>Chip tray: add a chip, from the smallest</source>
        <translation>Chip tray: add a chip, from the smallest</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Chip tray: take the last chip back</source>
        <translation>Chip tray: take the last chip back</translation>
    </message>
    <message>
        <source>Ctrl+Up / Ctrl+Down</source>
        <translation>Ctrl+Up / Ctrl+Down</translation>
    </message>
    <message>
        <source>Move the selected item up or down</source>
        <translation>Move the selected item up or down</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Scroll the feedback or the rule shown</source>
        <translation>Scroll the feedback or the rule shown</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Next field (a settlement&apos;s result and amount)</source>
        <translation>Next field (a settlement&apos;s result and amount)</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../views/class_model.py" line="191" />
        <source>{name} — {game}: no session at the table</source>
        <translation>{name} — {game}: no session at the table</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="197" />
        <source>no timed session</source>
        <translation>no timed session</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="199" />
        <source>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</source>
        <translation>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/class_model.py" line="206" />
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n session</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="255" />
        <source>{game}
at the table</source>
        <translation>{game}
at the table</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="259" />
        <source>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</source>
        <translation>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</translation>
    </message>
</context>
<context>
    <name>TableActEntry</name>
    <message>
        <location filename="../views/exam_table.py" line="152" />
        <source>Deal the table as the croupier, act by act, in the order the procedure demands. Each act gets only a mark: ✓ taken, ✗ not taken (an act not taken is still due). A payout left wrong is set right with “Correct a payout”. ↑ ↓ choose, Enter takes the act; type the amount or the words it needs, then Enter; Esc goes back to the list.</source>
        <translation>Deal the table as the croupier, act by act, in the order the procedure demands. Each act gets only a mark: ✓ taken, ✗ not taken (an act not taken is still due). A payout left wrong is set right with “Correct a payout”. ↑ ↓ choose, Enter takes the act; type the amount or the words it needs, then Enter; Esc goes back to the list.</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="159" />
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="160" />
        <source>&amp;Acts</source>
        <translation>&amp;Acts</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="161" />
        <source>Act (&amp;type or complete it):</source>
        <translation>Act (&amp;type or complete it):</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="162" />
        <source>pay box3 15</source>
        <translation>pay box3 15</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="183" />
        <source>Coup {coup} of {coups}</source>
        <translation>Coup {coup} of {coups}</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="187" />
        <source>— Coup {coup} —</source>
        <translation>— Coup {coup} —</translation>
    </message>
</context>
<context>
    <name>TableReplayPanel</name>
    <message>
        <location filename="../views/table_replay.py" line="83" />
        <source>&amp;Coup:</source>
        <translation>&amp;Coup:</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="84" />
        <source>← Previous act</source>
        <translation>← Previous act</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="85" />
        <source>Next act →</source>
        <translation>Next act →</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="99" />
        <source>Coup {number}</source>
        <translation>Coup {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_replay.py" line="101" />
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="115" />
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="116" />
        <source>{n}. {act} · {verdict} · {seconds}</source>
        <translation>{n}. {act} · {verdict} · {seconds}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="153" />
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="153" />
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="154" />
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="154" />
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="157" />
        <source>At the table: {cue}</source>
        <translation>At the table: {cue}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="167" />
        <source>Time: {seconds}</source>
        <translation>Time: {seconds}</translation>
    </message>
</context>
<context>
    <name>TableReportView</name>
    <message>
        <location filename="../views/table_report_view.py" line="163" />
        <source>Acts right by family</source>
        <translation>Acts right by family</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Act</source>
        <translation>Act</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="167" />
        <source>Slowest acts</source>
        <translation>Slowest acts</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="168" />
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="168" />
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="169" />
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="171" />
        <source>Red line</source>
        <translation>Red line</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="171" />
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="173" />
        <source>Wrong acts (select one to replay its coup)</source>
        <translation>Wrong acts (select one to replay its coup)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175" />
        <source>Act made</source>
        <translation>Act made</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175" />
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="177" />
        <source>Each coup, act by act (← → step)</source>
        <translation>Each coup, act by act (← → step)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178" />
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="179" />
        <source>Done (Esc)</source>
        <translation>Done (Esc)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="203" />
        <source>{game} at the table — {mode}</source>
        <translation>{game} at the table — {mode}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="208" />
        <source>not finished</source>
        <translation>not finished</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="210" />
        <source>{name} · {day} · {coups}</source>
        <translation>{name} · {day} · {coups}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="211" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="216" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n red line</numerusform>
            <numerusform>%n red lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="216" />
        <source>no red line</source>
        <translation>no red line</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="219" />
        <source>{right} of {total} acts right</source>
        <translation>{right} of {total} acts right</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="223" />
        <source>Pace: {pace}</source>
        <translation>Pace: {pace}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="248" />
        <source>(no act)</source>
        <translation>(no act)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="289" />
        <source>Table session report</source>
        <translation>Table session report</translation>
    </message>
</context>
<context>
    <name>TableSessionsPanel</name>
    <message>
        <location filename="../views/table_sessions_panel.py" line="70" />
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="71" />
        <source>&amp;Sessions (Enter opens the report)</source>
        <translation>&amp;Sessions (Enter opens the report)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="74" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="75" />
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76" />
        <source>Last pace</source>
        <translation>Last pace</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="77" />
        <source>Red lines (last · all)</source>
        <translation>Red lines (last · all)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="84" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="85" />
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="86" />
        <source>Acts right</source>
        <translation>Acts right</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="87" />
        <source>Red lines</source>
        <translation>Red lines</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="98" />
        <source>No session at the table yet</source>
        <translation>No session at the table yet</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="80" />
        <source>Sessions played at this table</source>
        <translation>Sessions played at this table</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="81" />
        <source>The last timed session's coups an hour</source>
        <translation>The last timed session's coups an hour</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82" />
        <source>Red lines in the last session · in all</source>
        <translation>Red lines in the last session · in all</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="91" />
        <source>Game · mode</source>
        <translation>Game · mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="93" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
</context>
<context>
    <name>SchoolServerDialog</name>
    <message>
        <source>&amp;Connection string or service name:</source>
        <translation>&amp;Connection string or service name:</translation>
    </message>
    <message>
        <source>&amp;Password (kept in the system keyring):</source>
        <translation>&amp;Password (kept in the system keyring):</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Test connection</translation>
    </message>
    <message>
        <source>Connected as {role}, {kind}; PostgreSQL {version}.</source>
        <translation>Connected as {role}, {kind}; PostgreSQL {version}.</translation>
    </message>
    <message>
        <source>Create or upgrade the school&apos;s tables</source>
        <translation>Create or upgrade the school&apos;s tables</translation>
    </message>
    <message>
        <source>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</source>
        <translation>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</translation>
    </message>
    <message>
        <source>Not a usable setting: {reason}</source>
        <translation>Not a usable setting: {reason}</translation>
    </message>
    <message>
        <source>School server</source>
        <translation>School server</translation>
    </message>
    <message numerus="yes">
        <source>School tables ready (%n step(s) run).</source>
        <translation>
            <numerusform>School tables ready (%n step run).</numerusform>
            <numerusform>School tables ready (%n steps run).</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop using a school server</source>
        <translation>Stop using a school server</translation>
    </message>
    <message>
        <source>The server cannot be reached.</source>
        <translation>The server cannot be reached.</translation>
    </message>
    <message>
        <source>The server has no school tables yet, or older ones.</source>
        <translation>The server has no school tables yet, or older ones.</translation>
    </message>
    <message>
        <source>The server refused the role or its password.</source>
        <translation>The server refused the role or its password.</translation>
    </message>
    <message>
        <source>This role is neither a station&apos;s nor an instructor&apos;s.</source>
        <translation>This role is neither a station&apos;s nor an instructor&apos;s.</translation>
    </message>
    <message>
        <source>This station no longer uses a school server.</source>
        <translation>This station no longer uses a school server.</translation>
    </message>
    <message>
        <source>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</source>
        <translation>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</translation>
    </message>
    <message>
        <source>a station</source>
        <translation>a station</translation>
    </message>
    <message>
        <source>an instructor&apos;s station (reads the whole school)</source>
        <translation>an instructor&apos;s station (reads the whole school)</translation>
    </message>
    <message>
        <source>the school&apos;s owner</source>
        <translation>the school&apos;s owner</translation>
    </message>
    <message>
        <source>Publish this station&apos;s exam blueprints and house rules to the school</source>
        <translation>Publish this station&apos;s exam blueprints and house rules to the school</translation>
    </message>
    <message numerus="yes">
        <source>Published: %n new blueprint(s); house rules {what}.</source>
        <translation>
            <numerusform>Published: %n new blueprint; house rules {what}.</numerusform>
            <numerusform>Published: %n new blueprints; house rules {what}.</numerusform>
        </translation>
    </message>
    <message>
        <source>updated</source>
        <translation>updated</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <source>Create a login role for a station</source>
        <translation>Create a login role for a station</translation>
    </message>
    <message>
        <source>Role {role} created. Its password, shown only now: {password}</source>
        <translation>Role {role} created. Its password, shown only now: {password}</translation>
    </message>
</context>
<context>
    <name>SchoolSync</name>
    <message numerus="yes">
        <source>%n answer(s) waiting</source>
        <translation>
            <numerusform>%n answer waiting</numerusform>
            <numerusform>%n answers waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>School server unreachable · %n answer(s) waiting</source>
        <translation>
            <numerusform>School server unreachable · %n answer waiting</numerusform>
            <numerusform>School server unreachable · %n answers waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>School server: connecting…</source>
        <translation>School server: connecting…</translation>
    </message>
    <message>
        <source>School server: synced</source>
        <translation>School server: synced</translation>
    </message>
    <message>
        <source>School server: {server}</source>
        <translation>School server: {server}</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Sending…</translation>
    </message>
</context>
</TS>
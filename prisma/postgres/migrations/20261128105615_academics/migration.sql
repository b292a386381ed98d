-- CreateTable
CREATE TABLE "class_subjects" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "class_subjects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "class_teachers" (
    "year_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "teacher_id" TEXT NOT NULL,
    "assigned_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "class_teachers_pkey" PRIMARY KEY ("year_id","class_name","section")
);

-- CreateTable
CREATE TABLE "subject_teachers" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "teacher_id" TEXT NOT NULL,
    "assigned_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "subject_teachers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendance_registers" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "submission_id" TEXT,
    "present_count" INTEGER NOT NULL,
    "absent_count" INTEGER NOT NULL,
    "late_count" INTEGER NOT NULL,
    "taken_by_id" TEXT NOT NULL,
    "taken_by_name" TEXT NOT NULL,
    "taken_at" TIMESTAMP(3) NOT NULL,
    "updated_by_id" TEXT NOT NULL,
    "updated_by_name" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "attendance_registers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendance_marks" (
    "register_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,

    CONSTRAINT "attendance_marks_pkey" PRIMARY KEY ("register_id","student_id")
);

-- CreateTable
CREATE TABLE "attendance_alerts" (
    "student_id" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "register_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "attendance_alerts_pkey" PRIMARY KEY ("student_id","date")
);

-- CreateTable
CREATE TABLE "exams" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT NOT NULL,
    "classes" TEXT NOT NULL,
    "published_at" TIMESTAMP(3),
    "published_by_name" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "exams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exam_subjects" (
    "id" TEXT NOT NULL,
    "exam_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "theory_max" INTEGER NOT NULL,
    "practical_max" INTEGER NOT NULL,
    "internal_max" INTEGER NOT NULL,

    CONSTRAINT "exam_subjects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marks" (
    "id" TEXT NOT NULL,
    "exam_subject_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "component" TEXT NOT NULL,
    "tenths" INTEGER,
    "code" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_by_id" TEXT NOT NULL,
    "updated_by_name" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "marks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exam_locks" (
    "exam_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "locked_at" TIMESTAMP(3) NOT NULL,
    "locked_by_id" TEXT NOT NULL,
    "locked_by_name" TEXT NOT NULL,

    CONSTRAINT "exam_locks_pkey" PRIMARY KEY ("exam_id","class_name","section")
);

-- CreateTable
CREATE TABLE "report_remarks" (
    "exam_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "remark" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "report_remarks_pkey" PRIMARY KEY ("exam_id","student_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "class_subjects_year_id_class_name_name_key" ON "class_subjects"("year_id", "class_name", "name");

-- CreateIndex
CREATE INDEX "class_teachers_teacher_id_year_id_idx" ON "class_teachers"("teacher_id", "year_id");

-- CreateIndex
CREATE INDEX "subject_teachers_teacher_id_year_id_idx" ON "subject_teachers"("teacher_id", "year_id");

-- CreateIndex
CREATE UNIQUE INDEX "subject_teachers_year_id_class_name_section_subject_id_key" ON "subject_teachers"("year_id", "class_name", "section", "subject_id");

-- CreateIndex
CREATE INDEX "attendance_registers_date_idx" ON "attendance_registers"("date");

-- CreateIndex
CREATE UNIQUE INDEX "attendance_registers_class_name_section_date_key" ON "attendance_registers"("class_name", "section", "date");

-- CreateIndex
CREATE INDEX "attendance_marks_student_id_date_status_idx" ON "attendance_marks"("student_id", "date", "status");

-- CreateIndex
CREATE UNIQUE INDEX "exams_year_id_name_key" ON "exams"("year_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "exam_subjects_exam_id_class_name_subject_id_key" ON "exam_subjects"("exam_id", "class_name", "subject_id");

-- CreateIndex
CREATE INDEX "marks_student_id_idx" ON "marks"("student_id");

-- CreateIndex
CREATE UNIQUE INDEX "marks_exam_subject_id_student_id_component_key" ON "marks"("exam_subject_id", "student_id", "component");

-- AddForeignKey
ALTER TABLE "subject_teachers" ADD CONSTRAINT "subject_teachers_subject_id_fkey" FOREIGN KEY ("subject_id") REFERENCES "class_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_register_id_fkey" FOREIGN KEY ("register_id") REFERENCES "attendance_registers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_subject_id_fkey" FOREIGN KEY ("subject_id") REFERENCES "class_subjects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "marks" ADD CONSTRAINT "marks_exam_subject_id_fkey" FOREIGN KEY ("exam_subject_id") REFERENCES "exam_subjects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exam_locks" ADD CONSTRAINT "exam_locks_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_remarks" ADD CONSTRAINT "report_remarks_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;


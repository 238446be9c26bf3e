import type { DraftField, DraftTemplate, DraftTemplateId } from '@mustashar/contracts';

/**
 * Our document templates, Arabic first with an English version. `{{name}}` in a text is replaced by the field's
 * formatted value; a clause whose `when` field is empty is left out. Citations name articles checked against the
 * Boards of Experts' text (laws.boe.gov.sa) in the shared corpus; they are printed beside the clause they rest on.
 */

export type Bi = { ar: string; en: string };
export type LawRef = { law: Bi; article: number };
export type TemplateClause = { heading: Bi; body: Bi; cite?: LawRef; when?: string };
export type TemplateDefinition = DraftTemplate & {
  /** Opening paragraph (parties and date). */
  preamble: Bi;
  clauses: TemplateClause[];
  /** Who signs, one block each. */
  signatories: { label: Bi; name: string }[];
};

const LABOUR: Bi = { ar: 'نظام العمل', en: 'Labour Law' };
const CIVIL: Bi = { ar: 'نظام المعاملات المدنية', en: 'Civil Transactions Law' };
const RENT: Bi = {
  ar: 'الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر',
  en: 'Rules Regulating the Landlord–Tenant Relationship',
};
const NOTARIZATION: Bi = { ar: 'نظام التوثيق', en: 'Notarization Law' };

const bi = (ar: string, en: string): Bi => ({ ar, en });

const text = (name: string, ar: string, en: string, extra: Partial<DraftField> = {}): DraftField => ({
  name,
  label: bi(ar, en),
  kind: 'text',
  required: true,
  maxLength: 200,
  ...extra,
});
const date = (name: string, ar: string, en: string, required = true): DraftField => ({
  name,
  label: bi(ar, en),
  kind: 'date',
  required,
});
const money = (name: string, ar: string, en: string, required = true): DraftField => ({
  name,
  label: bi(ar, en),
  kind: 'money',
  required,
  min: 0,
  max: 100_000_000,
});
const number = (name: string, ar: string, en: string, min: number, max: number): DraftField => ({
  name,
  label: bi(ar, en),
  kind: 'number',
  required: true,
  min,
  max,
});
const NATIONAL_ID = {
  pattern: '[12]\\d{9}',
  patternHint: bi('١٠ أرقام تبدأ بـ ١ أو ٢', '10 digits starting with 1 or 2'),
  maxLength: 10,
};
const CITY = (name = 'city') => text(name, 'المدينة', 'City', { maxLength: 80 });

const employment: TemplateDefinition = {
  id: 'employment_contract',
  title: bi('عقد عمل', 'Employment Contract'),
  description: bi(
    'عقد عمل محدد المدة وفق نظام العمل: الأجر وساعات العمل وفترة التجربة والإجازة ومكافأة نهاية الخدمة.',
    'A fixed-term employment contract under the Labour Law: wage, working hours, probation, leave and end-of-service award.',
  ),
  fields: [
    text('employer_name', 'اسم صاحب العمل (المنشأة)', 'Employer (establishment) name'),
    text('employer_cr', 'رقم السجل التجاري', 'Commercial registration number', {
      pattern: '\\d{10}',
      patternHint: bi('١٠ أرقام', '10 digits'),
      maxLength: 10,
    }),
    text('employee_name', 'اسم العامل', 'Employee name'),
    text('employee_id', 'رقم الهوية أو الإقامة', 'National ID or Iqama number', NATIONAL_ID),
    text('nationality', 'الجنسية', 'Nationality', { maxLength: 60 }),
    text('job_title', 'المسمى الوظيفي', 'Job title', { maxLength: 120 }),
    CITY('work_city'),
    date('start_date', 'تاريخ مباشرة العمل', 'Start date'),
    number('duration_months', 'مدة العقد (بالأشهر)', 'Contract term (months)', 1, 120),
    money('monthly_wage', 'الأجر الشهري الأساسي (ر.س)', 'Basic monthly wage (SAR)'),
    money('housing_allowance', 'بدل السكن الشهري (ر.س)', 'Monthly housing allowance (SAR)', false),
    number('probation_days', 'فترة التجربة (بالأيام)', 'Probation period (days)', 0, 90),
    number('annual_leave_days', 'الإجازة السنوية (بالأيام)', 'Annual leave (days)', 21, 60),
  ],
  preamble: bi(
    'إنه في تاريخ {{start_date}} تم الاتفاق بين كل من: {{employer_name}}، سجل تجاري رقم {{employer_cr}}، ويشار إليه فيما بعد بـ«صاحب العمل»؛ و{{employee_name}}، {{nationality}} الجنسية، هوية/إقامة رقم {{employee_id}}، ويشار إليه فيما بعد بـ«العامل»، على ما يلي:',
    'On {{start_date}}, {{employer_name}}, commercial registration {{employer_cr}} (the "Employer"), and {{employee_name}}, a {{nationality}} national holding ID/Iqama {{employee_id}} (the "Employee"), agree as follows:',
  ),
  clauses: [
    {
      heading: bi('العمل ومكانه', 'Work and place of work'),
      body: bi(
        'يعمل العامل لدى صاحب العمل وتحت إدارته وإشرافه بوظيفة {{job_title}} في مدينة {{work_city}}.',
        'The Employee works for the Employer, under its management and supervision, as {{job_title}} in {{work_city}}.',
      ),
      cite: { law: LABOUR, article: 50 },
    },
    {
      heading: bi('مدة العقد', 'Term'),
      body: bi(
        'مدة هذا العقد {{duration_months}} شهرًا تبدأ من {{start_date}}، وإذا استمر الطرفان في تنفيذه بعد انقضائها عُدّ مجددًا لمدة غير محددة.',
        'This contract runs for {{duration_months}} months from {{start_date}}; if both parties continue to perform it after that, it is renewed for an indefinite term.',
      ),
      cite: { law: LABOUR, article: 55 },
    },
    {
      heading: bi('فترة التجربة', 'Probation'),
      body: bi(
        'يخضع العامل لفترة تجربة مدتها {{probation_days}} يومًا لا تدخل فيها إجازتا عيدي الفطر والأضحى والإجازة المرضية، ولكل من الطرفين إنهاء العقد خلالها.',
        'The Employee is on probation for {{probation_days}} days, excluding the Eid al-Fitr and Eid al-Adha holidays and sick leave; either party may end the contract during it.',
      ),
      cite: { law: LABOUR, article: 53 },
    },
    {
      heading: bi('الأجر', 'Wage'),
      body: bi(
        'يتقاضى العامل أجرًا شهريًا أساسيًا قدره {{monthly_wage}}، يُدفع بالعملة الرسمية في نهاية كل شهر ميلادي عبر حسابه البنكي.',
        'The Employee is paid a basic monthly wage of {{monthly_wage}}, in the official currency at the end of each calendar month into the Employee’s bank account.',
      ),
      cite: { law: LABOUR, article: 90 },
    },
    {
      heading: bi('بدل السكن', 'Housing allowance'),
      body: bi(
        'يُصرف للعامل بدل سكن شهري قدره {{housing_allowance}} مع الأجر.',
        'The Employee receives a monthly housing allowance of {{housing_allowance}} with the wage.',
      ),
      when: 'housing_allowance',
    },
    {
      heading: bi('ساعات العمل والراحة الأسبوعية', 'Working hours and weekly rest'),
      body: bi(
        'لا تزيد ساعات العمل الفعلية على ثماني ساعات يوميًا أو ثمانٍ وأربعين ساعة أسبوعيًا، ويستحق العامل يوم راحة أسبوعية بأجر كامل.',
        'Actual working hours do not exceed eight a day or forty-eight a week, and the Employee has a paid weekly rest day.',
      ),
      cite: { law: LABOUR, article: 98 },
    },
    {
      heading: bi('الإجازة السنوية', 'Annual leave'),
      body: bi(
        'يستحق العامل إجازة سنوية بأجر مدتها {{annual_leave_days}} يومًا، وتُزاد إلى ثلاثين يومًا إذا أمضى خمس سنوات متصلة في خدمة صاحب العمل.',
        'The Employee is entitled to {{annual_leave_days}} days of paid annual leave, rising to thirty days after five consecutive years of service.',
      ),
      cite: { law: LABOUR, article: 109 },
    },
    {
      heading: bi('مكافأة نهاية الخدمة', 'End-of-service award'),
      body: bi(
        'عند انتهاء علاقة العمل يدفع صاحب العمل للعامل مكافأة نهاية الخدمة: أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر عن كل سنة تليها، على أساس الأجر الأخير.',
        'When the employment ends, the Employer pays an end-of-service award: half a month’s wage for each of the first five years and a month’s wage for each later year, based on the last wage.',
      ),
      cite: { law: LABOUR, article: 84 },
    },
    {
      heading: bi('نسخ العقد', 'Copies'),
      body: bi(
        'حُرر هذا العقد من نسختين، بيد كل طرف نسخة للعمل بموجبها.',
        'This contract is made in two copies, one for each party.',
      ),
      cite: { law: LABOUR, article: 51 },
    },
  ],
  signatories: [
    { label: bi('صاحب العمل', 'Employer'), name: 'employer_name' },
    { label: bi('العامل', 'Employee'), name: 'employee_name' },
  ],
};

const lease: TemplateDefinition = {
  id: 'residential_lease',
  title: bi('عقد إيجار سكني', 'Residential Lease'),
  description: bi(
    'عقد إيجار وحدة سكنية وفق نظام المعاملات المدنية، مع تسجيله في شبكة «إيجار».',
    'A lease of a residential unit under the Civil Transactions Law, registered on the Ejar network.',
  ),
  fields: [
    text('landlord_name', 'اسم المؤجر', 'Landlord name'),
    text('landlord_id', 'رقم هوية المؤجر', 'Landlord ID number', NATIONAL_ID),
    text('tenant_name', 'اسم المستأجر', 'Tenant name'),
    text('tenant_id', 'رقم هوية المستأجر', 'Tenant ID number', NATIONAL_ID),
    CITY(),
    text('district', 'الحي', 'District', { maxLength: 80 }),
    text('unit_description', 'وصف الوحدة', 'Description of the unit', { maxLength: 300 }),
    date('start_date', 'تاريخ بداية الإيجار', 'Lease start date'),
    number('duration_months', 'مدة الإيجار (بالأشهر)', 'Lease term (months)', 1, 120),
    money('annual_rent', 'الأجرة السنوية (ر.س)', 'Annual rent (SAR)'),
    {
      name: 'payment_schedule',
      label: bi('دفعات الأجرة', 'Rent instalments'),
      kind: 'select',
      required: true,
      options: [
        { value: 'monthly', label: bi('شهرية', 'Monthly') },
        { value: 'quarterly', label: bi('ربع سنوية', 'Quarterly') },
        { value: 'semiannual', label: bi('نصف سنوية', 'Every six months') },
        { value: 'annual', label: bi('سنوية', 'Annually') },
      ],
    },
    money('deposit', 'مبلغ التأمين (ر.س)', 'Security deposit (SAR)', false),
  ],
  preamble: bi(
    'إنه في تاريخ {{start_date}} اتفق كل من: {{landlord_name}}، هوية رقم {{landlord_id}} («المؤجر»)، و{{tenant_name}}، هوية رقم {{tenant_id}} («المستأجر»)، على إيجار الوحدة الموصوفة أدناه وفق الشروط الآتية:',
    'On {{start_date}}, {{landlord_name}}, ID {{landlord_id}} (the "Landlord"), and {{tenant_name}}, ID {{tenant_id}} (the "Tenant"), agree to the lease of the unit described below on these terms:',
  ),
  clauses: [
    {
      heading: bi('العين المؤجرة', 'The leased unit'),
      body: bi(
        'يؤجر المؤجر للمستأجر {{unit_description}}، الواقعة في حي {{district}} بمدينة {{city}}، للسكن فقط.',
        'The Landlord leases to the Tenant {{unit_description}}, in the {{district}} district of {{city}}, for residential use only.',
      ),
      cite: { law: CIVIL, article: 407 },
    },
    {
      heading: bi('مدة الإيجار', 'Term'),
      body: bi(
        'مدة الإيجار {{duration_months}} شهرًا تبدأ من {{start_date}}، وينتهي العقد بانقضائها ما لم يتفق الطرفان كتابة على تجديده.',
        'The lease runs for {{duration_months}} months from {{start_date}} and ends when that term expires unless the parties agree in writing to renew it.',
      ),
      cite: { law: CIVIL, article: 440 },
    },
    {
      heading: bi('الأجرة', 'Rent'),
      body: bi(
        'الأجرة السنوية {{annual_rent}}، تُدفع على دفعات {{payment_schedule}} في بداية كل فترة.',
        'The annual rent is {{annual_rent}}, paid in {{payment_schedule}} instalments at the start of each period.',
      ),
      cite: { law: CIVIL, article: 429 },
    },
    {
      heading: bi('التأمين', 'Security deposit'),
      body: bi(
        'يدفع المستأجر مبلغ تأمين قدره {{deposit}} يُرد إليه عند انتهاء العقد بعد خصم ما قد يثبت من أضرار بالعين.',
        'The Tenant pays a security deposit of {{deposit}}, returned when the lease ends less any proven damage to the unit.',
      ),
      when: 'deposit',
    },
    {
      heading: bi('التسليم والإصلاحات الضرورية', 'Delivery and necessary repairs'),
      body: bi(
        'يسلّم المؤجر العين صالحة للانتفاع، ويلتزم بالإصلاحات الضرورية اللازمة لبقائها صالحة طوال مدة الإيجار.',
        'The Landlord delivers the unit fit for use and carries out the necessary repairs that keep it fit throughout the lease.',
      ),
      cite: { law: CIVIL, article: 419 },
    },
    {
      heading: bi('المحافظة على العين', 'Care of the unit'),
      body: bi(
        'يحافظ المستأجر على العين محافظة الشخص المعتاد، ولا يحدث فيها تغييرًا دون إذن المؤجر.',
        'The Tenant takes the care of an ordinary person of the unit and makes no alteration to it without the Landlord’s permission.',
      ),
      cite: { law: CIVIL, article: 430 },
    },
    {
      heading: bi('التأجير من الباطن', 'Subletting'),
      body: bi(
        'لا يجوز للمستأجر تأجير العين كلها أو بعضها أو التنازل عن العقد إلا بإذن المؤجر.',
        'The Tenant may not sublet all or part of the unit or assign the lease without the Landlord’s permission.',
      ),
      cite: { law: CIVIL, article: 437 },
    },
    {
      heading: bi('رد العين', 'Return of the unit'),
      body: bi(
        'يرد المستأجر العين عند انتهاء العقد بالحال التي تسلمها بها، عدا ما يقتضيه الاستعمال المعتاد.',
        'At the end of the lease the Tenant returns the unit in the condition received, save for ordinary wear.',
      ),
      cite: { law: CIVIL, article: 435 },
    },
    {
      heading: bi('التسجيل في «إيجار»', 'Registration on Ejar'),
      body: bi(
        'يسجل المؤجر هذا العقد في الشبكة الإلكترونية لخدمات الإيجار (إيجار)، وللمستأجر طلب تسجيله.',
        'The Landlord registers this lease on the Ejar electronic rental network; the Tenant may also ask for it to be registered.',
      ),
      cite: { law: RENT, article: 7 },
    },
  ],
  signatories: [
    { label: bi('المؤجر', 'Landlord'), name: 'landlord_name' },
    { label: bi('المستأجر', 'Tenant'), name: 'tenant_name' },
  ],
};

const nda: TemplateDefinition = {
  id: 'nda',
  title: bi('اتفاقية عدم إفصاح', 'Non-Disclosure Agreement'),
  description: bi(
    'اتفاقية سرية بين طرفين لحماية المعلومات المتبادلة في مشروع أو تفاوض.',
    'A confidentiality agreement protecting information two parties exchange for a project or negotiation.',
  ),
  fields: [
    text('disclosing_party', 'الطرف المفصح', 'Disclosing party'),
    text('receiving_party', 'الطرف المتلقي', 'Receiving party'),
    text('purpose', 'الغرض من الإفصاح', 'Purpose of the disclosure', { maxLength: 300 }),
    date('effective_date', 'تاريخ السريان', 'Effective date'),
    number('duration_years', 'مدة الالتزام بالسرية (بالسنوات)', 'Confidentiality period (years)', 1, 10),
    money(
      'penalty',
      'التعويض المتفق عليه عند الإخلال (ر.س)',
      'Agreed compensation for a breach (SAR)',
      false,
    ),
    CITY(),
  ],
  preamble: bi(
    'إنه في تاريخ {{effective_date}} بمدينة {{city}} اتفق كل من {{disclosing_party}} («الطرف المفصح») و{{receiving_party}} («الطرف المتلقي») على ما يلي:',
    'On {{effective_date}} in {{city}}, {{disclosing_party}} (the "Disclosing Party") and {{receiving_party}} (the "Receiving Party") agree as follows:',
  ),
  clauses: [
    {
      heading: bi('الغرض', 'Purpose'),
      body: bi(
        'يفصح الطرف المفصح للطرف المتلقي عن معلومات سرية لغرض {{purpose}} وحده.',
        'The Disclosing Party discloses confidential information to the Receiving Party solely for {{purpose}}.',
      ),
    },
    {
      heading: bi('المعلومات السرية', 'Confidential information'),
      body: bi(
        'تشمل المعلومات السرية كل ما يُفصح عنه كتابة أو شفاهة من بيانات فنية أو تجارية أو مالية، عدا ما كان متاحًا للعامة دون إخلال من الطرف المتلقي.',
        'Confidential information is anything disclosed in writing or orally — technical, commercial or financial — except what is public without a breach by the Receiving Party.',
      ),
    },
    {
      heading: bi('الالتزامات', 'Obligations'),
      body: bi(
        'يلتزم الطرف المتلقي بعدم إفشاء المعلومات أو استعمالها لغير الغرض المتفق عليه، وبتنفيذ هذه الاتفاقية بحسن نية.',
        'The Receiving Party will not disclose the information or use it for any other purpose, and will perform this agreement in good faith.',
      ),
      cite: { law: CIVIL, article: 95 },
    },
    {
      heading: bi('المدة', 'Term'),
      body: bi(
        'يستمر الالتزام بالسرية {{duration_years}} سنوات من تاريخ السريان، ويرد الطرف المتلقي المعلومات أو يتلفها عند طلبها.',
        'The duty of confidentiality lasts {{duration_years}} years from the effective date; the Receiving Party returns or destroys the information on request.',
      ),
    },
    {
      heading: bi('التعويض المتفق عليه', 'Agreed compensation'),
      body: bi(
        'عند الإخلال بهذه الاتفاقية يدفع الطرف المتلقي تعويضًا متفقًا عليه قدره {{penalty}}، دون إخلال بحق المطالبة بما يزيد عليه إن ثبت.',
        'For a breach the Receiving Party pays agreed compensation of {{penalty}}, without prejudice to claiming more if proven.',
      ),
      cite: { law: CIVIL, article: 178 },
      when: 'penalty',
    },
  ],
  signatories: [
    { label: bi('الطرف المفصح', 'Disclosing Party'), name: 'disclosing_party' },
    { label: bi('الطرف المتلقي', 'Receiving Party'), name: 'receiving_party' },
  ],
};

const demand: TemplateDefinition = {
  id: 'demand_letter',
  title: bi('خطاب مطالبة وإعذار', 'Demand and Notice Letter'),
  description: bi(
    'إعذار مكتوب للمدين بسداد مبلغ مستحق خلال مهلة قبل اتخاذ الإجراءات النظامية.',
    'A written notice calling on a debtor to pay a sum due within a deadline before legal action.',
  ),
  fields: [
    text('sender_name', 'اسم المُطالِب', 'Your name'),
    text('recipient_name', 'اسم المُطالَب', 'Recipient name'),
    text('subject', 'سبب المطالبة', 'What the claim is for', { maxLength: 300 }),
    money('amount', 'المبلغ المستحق (ر.س)', 'Amount due (SAR)'),
    date('due_date', 'تاريخ الاستحقاق', 'Date it fell due'),
    number('deadline_days', 'مهلة السداد (بالأيام)', 'Days given to pay', 1, 90),
    date('letter_date', 'تاريخ الخطاب', 'Letter date'),
    CITY(),
  ],
  preamble: bi(
    '{{city}} في {{letter_date}}\nإلى: {{recipient_name}}\nالموضوع: إعذار بسداد مبلغ مستحق',
    '{{city}}, {{letter_date}}\nTo: {{recipient_name}}\nSubject: Notice to pay a sum due',
  ),
  clauses: [
    {
      heading: bi('المطالبة', 'The claim'),
      body: bi(
        'نحيطكم علمًا بأن في ذمتكم لـ{{sender_name}} مبلغًا قدره {{amount}} عن {{subject}}، استحق في {{due_date}} ولم يُسدد حتى تاريخه.',
        'You owe {{sender_name}} {{amount}} for {{subject}}, which fell due on {{due_date}} and remains unpaid.',
      ),
    },
    {
      heading: bi('الإعذار', 'Notice'),
      body: bi(
        'يُعد هذا الخطاب إعذارًا لكم بالوفاء، ونطلب سداد المبلغ كاملًا خلال {{deadline_days}} يومًا من تاريخ تسلمه.',
        'This letter is formal notice to perform: please pay the full amount within {{deadline_days}} days of receiving it.',
      ),
      cite: { law: CIVIL, article: 177 },
    },
    {
      heading: bi('الإجراءات', 'Next steps'),
      body: bi(
        'إن انقضت المهلة دون سداد فسنتخذ الإجراءات النظامية لدى الجهة القضائية المختصة للمطالبة بالمبلغ وما يترتب عليه من تعويض.',
        'If the deadline passes without payment we will take legal action before the competent court to claim the amount and any resulting compensation.',
      ),
      cite: { law: CIVIL, article: 95 },
    },
  ],
  signatories: [{ label: bi('المُطالِب', 'Sender'), name: 'sender_name' }],
};

const poa: TemplateDefinition = {
  id: 'poa_request',
  title: bi('طلب إصدار وكالة', 'Power of Attorney Request'),
  description: bi(
    'بيانات طلب وكالة لدى الموثق أو عبر منصة «ناجز»: الموكل والوكيل والتصرفات الموكل بها ومدتها.',
    'The details for a power of attorney before a notary or on Najiz: principal, agent, the acts authorised and the term.',
  ),
  fields: [
    text('principal_name', 'اسم الموكل', 'Principal name'),
    text('principal_id', 'رقم هوية الموكل', 'Principal ID number', NATIONAL_ID),
    text('agent_name', 'اسم الوكيل', 'Agent name'),
    text('agent_id', 'رقم هوية الوكيل', 'Agent ID number', NATIONAL_ID),
    text('scope', 'التصرفات الموكل بها', 'Acts the agent may do', { maxLength: 600 }),
    {
      name: 'may_delegate',
      label: bi('هل يحق للوكيل توكيل غيره؟', 'May the agent appoint a sub-agent?'),
      kind: 'select',
      required: true,
      options: [
        { value: 'no', label: bi('لا', 'No') },
        { value: 'yes', label: bi('نعم', 'Yes') },
      ],
    },
    number('term_years', 'مدة الوكالة (بالسنوات، خمس كحد أقصى)', 'Term (years, five at most)', 1, 5),
    date('request_date', 'تاريخ الطلب', 'Request date'),
  ],
  preamble: bi(
    'أنا {{principal_name}}، هوية رقم {{principal_id}}، أطلب بتاريخ {{request_date}} توثيق وكالة لـ{{agent_name}}، هوية رقم {{agent_id}}، بالبيانات الآتية:',
    'I, {{principal_name}}, ID {{principal_id}}, ask on {{request_date}} for a power of attorney to be notarised for {{agent_name}}, ID {{agent_id}}, as follows:',
  ),
  clauses: [
    {
      heading: bi('محل الوكالة', 'Scope'),
      body: bi(
        'يقوم الوكيل مقام الموكل في: {{scope}}، وما يقتضيه ذلك من توابع ضرورية.',
        'The agent acts in the principal’s place in: {{scope}}, and what that necessarily entails.',
      ),
      cite: { law: CIVIL, article: 486 },
    },
    {
      heading: bi('التوكيل من الباطن', 'Sub-agents'),
      body: bi(
        'حق الوكيل في توكيل غيره: {{may_delegate}}. ولا يجوز له ذلك إلا بإذن الموكل.',
        'Agent may appoint a sub-agent: {{may_delegate}}. Without the principal’s permission the agent may not.',
      ),
      cite: { law: CIVIL, article: 489 },
    },
    {
      heading: bi('المدة', 'Term'),
      body: bi(
        'مدة الوكالة {{term_years}} سنوات من تاريخ صدور الصك، ولا تزيد مدة صك الوكالة على خمس سنوات.',
        'The power of attorney lasts {{term_years}} years from the deed’s issue; a power-of-attorney deed lasts five years at most.',
      ),
      cite: { law: NOTARIZATION, article: 38 },
    },
  ],
  signatories: [{ label: bi('الموكل', 'Principal'), name: 'principal_name' }],
};

const service: TemplateDefinition = {
  id: 'service_agreement',
  title: bi('اتفاقية تقديم خدمات', 'Service Agreement'),
  description: bi(
    'اتفاقية أداء عمل أو خدمة مقابل أجر (مقاولة) بين عميل ومقدم خدمة مستقل.',
    'An agreement for work or services for a fee (a contract for work) between a client and an independent provider.',
  ),
  fields: [
    text('client_name', 'اسم العميل', 'Client name'),
    text('provider_name', 'اسم مقدم الخدمة', 'Service provider name'),
    text('services', 'وصف الخدمات', 'Description of the services', { maxLength: 600 }),
    date('start_date', 'تاريخ البدء', 'Start date'),
    date('end_date', 'تاريخ التسليم', 'Delivery date'),
    money('fee', 'المقابل الإجمالي (ر.س)', 'Total fee (SAR)'),
    CITY(),
  ],
  preamble: bi(
    'إنه في تاريخ {{start_date}} بمدينة {{city}} اتفق كل من {{client_name}} («العميل») و{{provider_name}} («مقدم الخدمة») على ما يلي:',
    'On {{start_date}} in {{city}}, {{client_name}} (the "Client") and {{provider_name}} (the "Provider") agree as follows:',
  ),
  clauses: [
    {
      heading: bi('محل الاتفاقية', 'Subject'),
      body: bi(
        'يؤدي مقدم الخدمة للعميل الأعمال الآتية: {{services}}، باستقلال ودون أن يكون تابعًا للعميل.',
        'The Provider performs for the Client: {{services}}, independently and not as the Client’s employee.',
      ),
      cite: { law: CIVIL, article: 461 },
    },
    {
      heading: bi('المدة والتسليم', 'Term and delivery'),
      body: bi(
        'يبدأ التنفيذ في {{start_date}} ويُسلَّم العمل في موعد أقصاه {{end_date}}.',
        'Work starts on {{start_date}} and is delivered by {{end_date}} at the latest.',
      ),
    },
    {
      heading: bi('المقابل', 'Fee'),
      body: bi(
        'يدفع العميل مقابلًا إجماليًا قدره {{fee}}، ولا يحق لمقدم الخدمة المطالبة بزيادته ولو ارتفعت أسعار المواد أو الأجور.',
        'The Client pays a total fee of {{fee}}; the Provider may not claim more even if materials or wages cost more.',
      ),
      cite: { law: CIVIL, article: 471 },
    },
    {
      heading: bi('حسن التنفيذ', 'Good faith'),
      body: bi(
        'ينفذ الطرفان هذه الاتفاقية طبقًا لما اشتملت عليه وبطريقة تتفق مع حسن النية.',
        'Both parties perform this agreement as written and in good faith.',
      ),
      cite: { law: CIVIL, article: 95 },
    },
    {
      heading: bi('الفسخ للعذر الطارئ', 'Ending for an unforeseen excuse'),
      body: bi(
        'لكل طرف طلب فسخ الاتفاقية إذا حدث له عذر طارئ يتعلق بتنفيذها، ويعوض الطرف الآخر عما ينشأ عن الفسخ من ضرر.',
        'Either party may ask to end the agreement for an unforeseen excuse affecting performance, compensating the other for the resulting harm.',
      ),
      cite: { law: CIVIL, article: 476 },
    },
  ],
  signatories: [
    { label: bi('العميل', 'Client'), name: 'client_name' },
    { label: bi('مقدم الخدمة', 'Provider'), name: 'provider_name' },
  ],
};

export const TEMPLATES: readonly TemplateDefinition[] = [employment, lease, nda, demand, poa, service];

export function templateById(id: DraftTemplateId): TemplateDefinition {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`Unknown template ${id}`);
  return template;
}

/** What the API lists: the template without its body. */
export function templateSummary(t: TemplateDefinition): DraftTemplate {
  return { id: t.id, title: t.title, description: t.description, fields: t.fields };
}

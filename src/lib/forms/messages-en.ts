export default {
  'forms.required': 'This field is required',
  'forms.invalid': 'This value is not accepted',
  'forms.tooShort': 'Enter at least {min} characters',
  'forms.tooLong': 'Enter at most {max} characters',
  'forms.tooFew': 'Choose at least {min}',
  'forms.tooMany': 'Choose at most {max}',
  'forms.requiredGroup': '{label} (required)',
  'forms.year': 'Year',
  'forms.month': 'Month',
  'forms.day': 'Day',
  'forms.hour': 'Hour',
  'forms.minute': 'Minute',
} satisfies Record<string, string>;

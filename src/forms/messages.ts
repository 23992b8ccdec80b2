const nl = {
  submitting: 'Bezig…',
  loadingForm: 'Formulier laden…',
  errors: {
    required: 'Vul dit veld in.',
    pattern: 'Deze waarde heeft niet de juiste vorm.',
    minLength: 'Deze waarde is te kort.',
    maxLength: 'Deze waarde is te lang.',
    minimum: 'Deze waarde is te klein.',
    maximum: 'Deze waarde is te groot.',
    type: 'Deze waarde heeft niet het juiste type.',
    format: 'Deze waarde heeft niet de juiste vorm.',
    enum: 'Kies een van de mogelijkheden.',
    minItems: 'Voeg minstens één regel toe.',
    maxItems: 'Dit zijn te veel regels.',
  },
};

export type FormMessages = typeof nl;

const en: FormMessages = {
  submitting: 'Working…',
  loadingForm: 'Loading the form…',
  errors: {
    required: 'Fill in this field.',
    pattern: 'This value does not have the right form.',
    minLength: 'This value is too short.',
    maxLength: 'This value is too long.',
    minimum: 'This value is too small.',
    maximum: 'This value is too large.',
    type: 'This value has the wrong type.',
    format: 'This value does not have the right form.',
    enum: 'Choose one of the options.',
    minItems: 'Add at least one row.',
    maxItems: 'These are too many rows.',
  },
};

export const formMessages = { nl, en };

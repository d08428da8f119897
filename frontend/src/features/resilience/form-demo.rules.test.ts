import { emptyFormDemo, formatPhone, formIssues } from './form-demo.rules';

describe('the form demo rules', () => {
  it('says what each empty required field needs', () => {
    expect(formIssues(emptyFormDemo).map(({ field, message }) => [field, message])).toEqual([
      ['email', 'Email address is required'],
      ['password', 'Password is required'],
      ['players', 'Number of players is required'],
    ]);
  });

  it('checks the address, the password strength, the phone format and the players', () => {
    const issues = formIssues({
      email: 'casey@',
      password: 'longbutweak',
      phone: '(303) 555',
      players: '5',
      preferredDate: '',
    });
    expect(issues.map(({ message }) => message)).toEqual([
      'Please enter a valid email address',
      'Password must contain uppercase, lowercase, and number',
      'Phone number must be in format (555) 123-4567',
      'Must be between 1 and 4 players',
    ]);
    expect(formIssues({ ...emptyFormDemo, password: 'Ab1' })[1]?.message).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('warns, without blocking, about a placeholder address', () => {
    const issues = formIssues({
      email: 'casey@example.com',
      password: 'Fairway42',
      phone: '',
      players: '2',
      preferredDate: '',
    });
    expect(issues).toEqual([
      {
        field: 'email',
        message: 'Please use a real email address (not example.com)',
        severity: 'warning',
      },
    ]);
  });

  it('formats a phone number from up to 10 digits as it is typed', () => {
    expect(formatPhone('3')).toBe('(3');
    expect(formatPhone('30355')).toBe('(303) 55');
    expect(formatPhone('303-555-0142 ext 9')).toBe('(303) 555-0142');
    expect(formatPhone('abc')).toBe('');
  });
});

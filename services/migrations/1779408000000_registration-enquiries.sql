-- Up Migration

-- Institutes asking to sign up from the landing page (the first step of onboarding); a representative calls them back.
CREATE TABLE registration_enquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  institute_name text NOT NULL,
  contact_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  students integer CHECK (students > 0),
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_enquiries_created_at_idx ON registration_enquiries (created_at);

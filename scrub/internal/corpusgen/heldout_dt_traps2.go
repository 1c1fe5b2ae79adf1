package main

import (
	"fmt"
	"strings"
)

func hdtTrapGensB() []hdtGen {
	return []hdtGen{
		func() Sample { // SOAP note numbers
			t := fmt.Sprintf("S: %s, %dy MN %s, vomiting x%d since yesterday.\nO: Wt %d.%d kg, T %d.%d C, HR %d, RR %d. Mild cranial abdo pain.\nA: Dietary indiscretion ?FB\nP: Maropitant %.1f mg/kg SC, rads if not improving, recheck %s.",
				hdtPet(), hdtN(1, 14), pick([]string{"Labrador", "Springer", "Pug", "Collie"}), hdtN(2, 6), hdtN(4, 40), hdtN(0, 9), hdtN(37, 39), hdtN(0, 9), hdtN(70, 140), hdtN(16, 40), 1.0, hdtDate())
			return hdtT("trap-clinical-numbers", "soap", t)
		},
		func() Sample { // phone list CSV
			var b strings.Builder
			b.WriteString("name,role,extension,mobile\n")
			for i := 0; i < hdtN(3, 5); i++ {
				fmt.Fprintf(&b, "%s,%s,%d,%s\n", hdtPerson(), pick([]string{"RVN", "Vet", "Receptionist", "Groomer", "Kennel assistant"}), hdtN(200, 299), hdtPhone())
			}
			return hdtT("trap-phone-list", "csv", b.String())
		},
		func() Sample { // release notes
			t := fmt.Sprintf("%s %d.%d.%d (build %s.%d)\n- Fixed: reminder SMS sent twice for multi-pet households\n- New: microchip field validates ISO 11784 length\n- Security: session timeout now %d minutes", pick(hdtPMS), hdtN(3, 12), hdtN(0, 30), hdtN(0, 9), strings.ReplaceAll(hdtDate(), "-", ""), hdtN(1, 9), pick([]int{15, 30, 60}))
			return hdtT("trap-version", "release-notes", t)
		},
		func() Sample { // CSS colours
			t := fmt.Sprintf(".booking-widget {\n  --brand: #%s;\n  --accent: #%s;\n  --text: #%s;\n  border-radius: %dpx;\n}", rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6), hdtN(4, 16))
			return hdtT("trap-colour", "css", t)
		},
		func() Sample { // rabies cert
			t := fmt.Sprintf("Rabies certificate no. %s\nTag no. %s-%s\nAnimal: %s, microchip %s\nVaccinated %s by %s (licence %s)", rnd(digits, 7), rnd(digits, 2), rnd(digits, 5), hdtPet(), hdtChip(), hdtDate(), "Dr "+pick(hdtLast), rnd(digits, 5))
			return hdtT("trap-certificate-number", "record", t)
		},
		func() Sample { // password prose advice
			t := pick([]string{
				"Reminder: never email passwords to clients. Send them the portal invite – they set their own password from the link.",
				"If a client says they forgot their app password, tap Resend invite in the client record. We can't see or tell them their password.",
				"Please stop writing the pharmacy password on post-its. If you forget it, ask the PM for a reset.",
			})
			return hdtT("trap-password-talk", "wiki", t)
		},
		func() Sample { // settings transcription with stars
			t := fmt.Sprintf("Settings > Integrations > %s\nUsername: %s\nPassword: ********\nStatus: Connected (last sync %s %s)", pick(hdtLabs), hdtUser(), hdtDate(), hdtTime())
			return hdtT("trap-masked-password", "note", t)
		},
		func() Sample { // vault command
			t := fmt.Sprintf("$ vault kv get -field=password secret/clinic/%s\n(output hidden)\n$ export PACS_PASSWORD=$(vault kv get -field=password secret/clinic/%s)\n$ ./dicom_forward.sh", pick([]string{"pacs", "lab-sftp"}), pick([]string{"pacs", "lab-sftp"}))
			return hdtT("trap-vault-reference", "shell", t)
		},
		func() Sample { // k8s secretKeyRef
			t := fmt.Sprintf("        env:\n          - name: SHELTERLUV_API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: shelter-sync\n                key: api-key\n          - name: SYNC_INTERVAL\n            value: \"%d\"", hdtN(5, 60))
			return hdtT("trap-secret-reference", "yaml", t)
		},
		func() Sample { // GH actions
			t := "      - name: Send test reminder\n        env:\n          SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}\n          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n        run: npm run reminders:smoke"
			return hdtT("trap-secret-reference", "yaml", t)
		},
		func() Sample { // terraform
			t := fmt.Sprintf("variable \"pacs_admin_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_s3_bucket\" \"radiographs\" {\n  bucket = \"%s-radiographs\"\n}", hdtSlugOf(pick(hdtClinics)))
			return hdtT("trap-secret-reference", "hcl", t)
		},
		func() Sample { // device serials
			t := fmt.Sprintf("Asset register\n| Device | Serial | Warranty |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |", pick([]string{"Catalyst One", "ProCyte Dx"}), rnd(upper, 2)+rnd(digits, 8), hdtDate(), pick([]string{"Dental X-ray", "Ultrasound"}), rnd(upper+digits, 12), hdtDate())
			return hdtT("trap-serial-number", "markdown", t)
		},
		func() Sample { // xxxx placeholder
			t := fmt.Sprintf("API quick start\n\ncurl https://api.%s/v1/animals \\\n  -H \"Authorization: Bearer xxxxxxxxxxxxxxxxxxxxxxxx\"\n\nReplace the x's with the key from Settings → API. Keys are shown once.", pick([]string{"shelterluv.example", "gingr.example", "petdesk.example"}))
			return hdtT("trap-placeholder", "docs", t)
		},
		func() Sample { // password changed notice
			t := fmt.Sprintf("Subject: Your %s password was changed\n\nHi %s,\nThe password for your account was changed on %s at %s. If this was you, no action is needed. If not, contact support immediately.\n\nThe %s team", pick(hdtBooking), pick(hdtFirst), hdtDate(), hdtTime(), pick(hdtBooking))
			return hdtT("trap-password-notice", "mail", t)
		},
		func() Sample { // 2fa talk
			t := fmt.Sprintf("To turn on 2FA for %s: Settings → Security → Two-factor, scan the QR code with Google Authenticator and type the 6-digit code. Don't screenshot the QR code.", pick(hdtPMS))
			return hdtT("trap-2fa-talk", "wiki", t)
		},
		func() Sample { // practice ids
			t := fmt.Sprintf("%s support asked for our details: practice ID %d, location ID %s, account manager %s. Renewal quote ref Q-%s.", pick(hdtBooking), hdtN(10000, 99999), rnd(digits, 6), hdtPerson(), rnd(digits, 6))
			return hdtT("trap-account-id", "note", t)
		},
		func() Sample { // HL7 message
			t := fmt.Sprintf("MSH|^~\\&|LAB|%s|PMS|CLINIC|%s||ORU^R01|%s|P|2.3\nPID|1||%s||%s^%s\nOBX|1|NM|CREA^Creatinine||%d|umol/L|44-159|N", pick([]string{"IDEXX", "ANTECH"}), strings.ReplaceAll(hdtDate(), "-", "")+"0930", rnd(digits, 10), rnd(digits, 7), strings.ToUpper(pick(hdtLast)), strings.ToUpper(hdtPet()), hdtN(50, 300))
			return hdtT("trap-hl7-ids", "hl7", t)
		},
		func() Sample { // mongo object ids
			t := fmt.Sprintf("%s info adoption %s status Available -> Pending (foster %s) by user %s", hdtStamp(), rnd(hexs, 24), rnd(hexs, 24), rnd(hexs, 24))
			return hdtT("trap-object-id", "log", t)
		},
		func() Sample { // shelter animal ids
			t := fmt.Sprintf("Intake %s: A%s \"%s\", stray, kennel %s%d, hold until %s. Found near %s, no chip.", hdtDate(), rnd(digits, 8), hdtPet(), pick([]string{"B", "C", "Iso-"}), hdtN(1, 30), hdtDate(), pick([]string{"the retail park", "Elm St", "the canal path"}))
			return hdtT("trap-animal-id", "note", t)
		},
		func() Sample { // bearer placeholder docs
			t := "GET /v1/appointments\nHeaders:\n  Authorization: Bearer <access_token>\n  X-Practice-Id: <practice_id>\nReturns 401 if the token expired (tokens last 60 minutes)."
			return hdtT("trap-placeholder", "docs", t)
		},
		func() Sample { // passwordless conn string
			t := fmt.Sprintf("DATABASE_URL=postgres://shelter_ro@%s:5432/intake?sslmode=require\n# password comes from ~/.pgpass (PGPASSFILE), not this file\nREPORT_CRON=\"0 6 * * 1\"", "db."+hdtDomain())
			return hdtT("trap-secret-reference", "env", t)
		},
		func() Sample { // backup codes talk
			t := fmt.Sprintf("%s: printed the backup codes for the Google admin and put them in the CD safe envelope. if you need one, the PM has to be there", pick(hdtFirst))
			return hdtT("trap-recovery-talk", "chat", t)
		},
		func() Sample { // rotation meeting note
			t := fmt.Sprintf("Action points %s\n- Rotate all shared passwords after %s leaves (PM)\n- Move door codes to the new keypad system (%s)\n- Review who has %s admin", hdtDate(), pick(hdtFirst), pick(hdtFirst), pick(hdtPMS))
			return hdtT("trap-password-talk", "meeting-notes", t)
		},
		func() Sample { // example webhook
			t := "Slack incoming webhooks look like https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX – paste yours into Settings → Notifications. Ours is stored in the Zap, ask Ben."
			return hdtT("trap-placeholder", "wiki", t)
		},
		func() Sample { // chip lookup result
			t := fmt.Sprintf("Chip lookup %s → registered with %s, keeper contact on file, status: %s. Called the registry %s, reunited %s.", hdtChip(), pick(hdtRegistry), pick([]string{"active", "transfer pending"}), hdtPhone(), hdtDate())
			return hdtT("trap-microchip-number", "note", t)
		},
	}
}

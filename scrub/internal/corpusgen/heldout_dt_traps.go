package main

import (
	"fmt"
	"strings"
)

func hdtTrapGens() []hdtGen {
	return append(hdtTrapGensA(), hdtTrapGensB()...)
}

func hdtTrapGensA() []hdtGen {
	return []hdtGen{
		func() Sample { // password policy
			t := fmt.Sprintf("From next %s, %s requires passwords of at least %d characters with one number and one symbol. You'll be asked to change yours at your next login. Passwords can't be reused for %d cycles.",
				pick([]string{"Monday", "week", "month"}), pick(hdtPMS), pick([]int{10, 12, 14}), hdtN(3, 6))
			return hdtT("trap-password-policy", "mail", t)
		},
		func() Sample { // reset done
			t := fmt.Sprintf("%s: I reset your %s password, you should have an email with a link. pick something new and don't reuse the old one\n%s: got it thanks!!", pick(hdtFirst), pick(hdtLabs), pick(hdtFirst))
			return hdtT("trap-password-talk", "chat", t)
		},
		func() Sample { // .env.example placeholders
			t := fmt.Sprintf("# copy to .env and fill in – never commit the real values\nSTRIPE_SECRET_KEY=<your-stripe-secret-key>\nTWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=changeme  # replace with the token from the Twilio console\nSENDGRID_API_KEY=\nDEPOSIT_GBP=%d\n",
				strings.Repeat("x", 32), pick([]int{10, 15, 20}))
			return hdtT("trap-placeholder", "env", t)
		},
		func() Sample { // env references in YAML
			t := fmt.Sprintf("reminders:\n  sms:\n    account_sid: ${TWILIO_ACCOUNT_SID}\n    auth_token: ${TWILIO_AUTH_TOKEN}\n  email:\n    api_key: \"{{ secrets.SENDGRID_API_KEY }}\"\n  db:\n    password: ${DB_PASSWORD}\n  days_before: %d\n", hdtN(2, 14))
			return hdtT("trap-secret-reference", "yaml", t)
		},
		func() Sample { // password manager reference
			t := fmt.Sprintf("%s ordering login is in 1Password, vault \"%s\", item \"%s ordering\". If you can't see it ask %s to share the vault with you.",
				pick(hdtSupplier), pick([]string{"Clinic", "Front desk", "Shared"}), pick([]string{"Covetrus", "MWI", "NVS"}), pick(hdtFirst))
			return hdtT("trap-vault-reference", "chat", t)
		},
		func() Sample { // masked key
			t := fmt.Sprintf("Stripe dashboard → Developers → API keys\nSecret key: sk_live_••••••••••••%s (revealed once, stored in the deploy settings)\nLast used: %s\nWe rolled it on %s after the old laptop was lost.", rnd(alnum, 4), hdtDate(), hdtDate())
			return hdtT("trap-masked-key", "note", t)
		},
		func() Sample { // redacted ticket
			t := fmt.Sprintf("Ticket #%d\nCustomer pasted their PACS login in the chat (user radadmin, password [REDACTED]). I removed it and asked them to change it. Studies now forwarding, closing.", hdtN(1000, 9999))
			return hdtT("trap-redacted", "ticket", t)
		},
		func() Sample { // publishable key
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n  // deposit for %s groom\n</script>", rnd(alnum, hdtN(24, 99)), pick([]string{"full", "bath & tidy", "puppy intro"}))
			return hdtT("trap-publishable-key", "code", t)
		},
		func() Sample { // twilio SIDs
			t := fmt.Sprintf("%s INFO sms queued sid=SM%s account=AC%s messaging_service=MG%s to=+4477%s status=queued",
				hdtStamp(), rnd(hexs, 32), rnd(hexs, 32), rnd(hexs, 32), rnd(digits, 8))
			return hdtT("trap-twilio-sid", "log", t)
		},
		func() Sample { // microchip CSV
			var b strings.Builder
			b.WriteString("animal_id,name,species,chip,registry\n")
			for i := 0; i < hdtN(3, 5); i++ {
				fmt.Fprintf(&b, "A%s,%s,%s,%s,%s\n", rnd(digits, 8), hdtPet(), pick([]string{"dog", "cat", "rabbit"}), hdtChip(), pick(hdtRegistry))
			}
			return hdtT("trap-microchip-number", "csv", b.String())
		},
		func() Sample { // vaccine lots
			t := fmt.Sprintf("Vaccination record – %s (%s)\n%s  %s  lot %s  exp %s  batch sticker on file\n%s  %s  lot %s  exp %s\nNext due: %s",
				hdtPet(), pick([]string{"DSH", "Labrador", "Cockapoo", "Lop rabbit"}), hdtDate(), pick([]string{"Nobivac DHP", "Purevax RCP", "Versican Plus"}), rnd(upper+digits, 7), hdtDate(), hdtDate(), pick([]string{"Nobivac L4", "Nobivac Rabies", "Filavac"}), rnd(digits, 6)+rnd(upper, 1), hdtDate(), hdtDate())
			return hdtT("trap-lot-number", "record", t)
		},
		func() Sample { // lab accession
			t := fmt.Sprintf("Results available – accession %s\nPatient: %s  Owner: %s\nRequisition: %s  Tests: %s\nView in %s. Reference ranges apply to adult %s.",
				rnd(upper, 2)+rnd(digits, 8), hdtPet(), pick(hdtLast), rnd(digits, 10), pick([]string{"CBC, Chem 17, SDMA", "T4, fPL", "Urinalysis, UPC"}), pick(hdtLabs), pick([]string{"dogs", "cats"}))
			return hdtT("trap-accession-number", "mail", t)
		},
		func() Sample { // order + tracking
			t := fmt.Sprintf("Your %s order %s has shipped.\nTracking: 1Z%s\nItems: meloxicam 1.5mg/ml x2, cefalexin 250mg x100, Vetbed\nDelivery expected %s before noon.", pick(hdtSupplier), "SO-"+rnd(digits, 7), rnd(upper+digits, 16), hdtDate())
			return hdtT("trap-order-number", "mail", t)
		},
		func() Sample { // invoice IBAN
			t := fmt.Sprintf("Invoice %s\nTo: %s\nGrooming – 2x full groom, 1x nail clip: €%d.00\nPay to IBAN %s%s %s %s %s %s\nBIC %s\nVAT no. %s",
				"INV-"+rnd(digits, 5), hdtClinic(), hdtN(60, 180), pick([]string{"IE", "NL", "DE"}), rnd(digits, 2), rnd(upper, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(upper, 6)+"2X", rnd(upper, 2)+rnd(digits, 9))
			return hdtT("trap-iban", "invoice", t)
		},
		func() Sample { // DICOM UIDs
			t := fmt.Sprintf("%s [dicom] C-STORE from DR_ROOM1 study=1.2.826.0.1.3680043.%s.%s series=1.2.826.0.1.3680043.%s.%s.%d status=0000 (%d images)",
				hdtStamp(), rnd(digits, 4), rnd(digits, 10), rnd(digits, 4), rnd(digits, 10), hdtN(1, 9), hdtN(1, 12))
			return hdtT("trap-dicom-uid", "log", t)
		},
		func() Sample { // checksum
			f := fmt.Sprintf("%s-setup-%d.%d.exe", pick([]string{"pms", "vetpacs", "labstation"}), hdtN(5, 9), hdtN(0, 20))
			t := fmt.Sprintf("$ sha256sum %s\n%s  %s\nmatches the vendor page, installing on reception PCs", f, rnd(hexs, 64), f)
			return hdtT("trap-checksum", "shell", t)
		},
		func() Sample { // git log
			u := hdtUser()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    Move Twilio token to env var, rotate old one\n\n    The old token has been revoked in the Twilio console.", rnd(hexs, 40), u, u, hdtDomain(), hdtDate())
			return hdtT("trap-commit-sha", "git", t)
		},
		func() Sample { // image digest
			t := fmt.Sprintf("services:\n  booking-api:\n    image: ghcr.io/%s/booking-api@sha256:%s\n    env_file: .env\n    restart: unless-stopped\n", pick([]string{"pawsandbubbles", "rescue-dev", "harbourvets"}), rnd(hexs, 64))
			return hdtT("trap-image-digest", "yaml", t)
		},
		func() Sample { // webhook payload with uuids
			t := fmt.Sprintf("{\n  \"event\": \"appointment.created\",\n  \"appointment_id\": \"%s\",\n  \"client_id\": \"%s\",\n  \"patient\": {\"name\": \"%s\", \"species\": \"%s\"},\n  \"start\": \"%s\",\n  \"idempotency_key\": \"%s\"\n}", hdtUUID(), hdtUUID(), hdtPet(), pick([]string{"canine", "feline"}), hdtStamp(), hdtUUID())
			return hdtT("trap-uuid", "json", t)
		},
		func() Sample { // request/trace ids
			t := fmt.Sprintf("%s WARN  slow query on /api/patients/search (%dms) request_id=%s trace_id=%s span_id=%s", hdtStamp(), hdtN(800, 9000), rnd(alnum, 20), rnd(hexs, 32), rnd(hexs, 16))
			return hdtT("trap-request-id", "log", t)
		},
		func() Sample { // base64 image
			t := fmt.Sprintf("<p>Kind regards,<br>%s<br>%s</p>\n<img alt=\"paw logo\" width=\"48\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAw%s\">", hdtPerson(), hdtClinic(), hdtB64(hdtN(80, 160)))
			return hdtT("trap-base64-image", "html", t)
		},
		func() Sample { // ssh public key
			t := fmt.Sprintf("# ~/.ssh/authorized_keys on the backup box\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@reception-pc\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s it-vendor", hdtB64(43), hdtUser(), hdtB64(43))
			return hdtT("trap-public-key", "config", t)
		},
		func() Sample { // IAM policy ARN
			acct := rnd(digits, 12)
			t := fmt.Sprintf("{\n  \"Effect\": \"Allow\",\n  \"Action\": [\"s3:PutObject\", \"s3:GetObject\"],\n  \"Resource\": \"arn:aws:s3:::%s-radiographs/*\",\n  \"Principal\": {\"AWS\": \"arn:aws:iam::%s:role/pacs-uploader\"}\n}", hdtSlugOf(pick(hdtClinics)), acct)
			return hdtT("trap-arn", "json", t)
		},
		func() Sample { // google client id
			t := fmt.Sprintf("// Sign in with Google on the client portal\nconst GOOGLE_CLIENT_ID = \"%s-%s.apps.googleusercontent.com\";\nconst REDIRECT = \"https://portal.%s/auth/google\";", rnd(digits, 12), rnd(lower+digits, 32), hdtDomain())
			return hdtT("trap-oauth-client-id", "code", t)
		},
		func() Sample { // slack ids
			t := fmt.Sprintf("Lab alerts go to #lab-results (channel %s) in workspace %s. The bot user is U%s. Token lives in the server's env, ask IT if it needs rotating.", "C"+rnd(upper+digits, 10), "T"+rnd(upper+digits, 10), rnd(upper+digits, 10))
			return hdtT("trap-slack-ids", "wiki", t)
		},
		func() Sample { // door code talk
			t := fmt.Sprintf("%s: heads up the back door code changes on %s, %s will text everyone the new one. please don't put it in the group chat",
				pick(hdtFirst), pick([]string{"Monday", "the 1st", "Friday"}), pick(hdtFirst))
			return hdtT("trap-code-talk", "chat", t)
		},
		func() Sample { // PIN talk
			t := fmt.Sprintf("Card machine: for amounts over £%d the client's card will ask for their own 4-digit PIN. Never ask a client to tell you their PIN – turn the terminal towards them.", pick([]int{45, 100}))
			return hdtT("trap-pin-talk", "wiki", t)
		},
		func() Sample { // open guest wifi
			t := fmt.Sprintf("Waiting room: guest Wi-Fi \"%s-Guest\" is open (no password), clients just tap Accept on the splash page. Staff devices go on the staff network, ask the PM.", pick([]string{"HappyTails", "RiversideVets", "CedarCreek", "Shelter"}))
			return hdtT("trap-wifi-talk", "note", t)
		},
	}
}

package main

import (
	"fmt"
	"strings"
)

// Traps of the public sector: case numbers, file references, grant ids, budget lines,
// statutes, forms, coordinates, beneficiary ids, talk about passwords, logins without a
// password, placeholders and field-platform ids. None holds a credential.

func hbiTraps() []Sample {
	var out []Sample
	out = append(out, hbiN(20, hbiTrapCaseRef)...)
	out = append(out, hbiN(16, hbiTrapGrant)...)
	out = append(out, hbiN(12, hbiTrapStatute)...)
	out = append(out, hbiN(10, hbiTrapForm)...)
	out = append(out, hbiN(12, hbiTrapGPS)...)
	out = append(out, hbiN(14, hbiTrapBeneficiary)...)
	out = append(out, hbiN(24, hbiTrapPwTalk)...)
	out = append(out, hbiN(20, hbiTrapLoginNoPw)...)
	out = append(out, hbiN(24, hbiTrapPlaceholder)...)
	out = append(out, hbiN(16, hbiTrapFieldIDs)...)
	return out
}

// hbiTrapWrap wraps ordinary text, as a trap.
func hbiTrapWrap(cat, core string) Sample {
	text, format, _ := hbiWrap(core)
	return hbiS(cat, format, text)
}

func hbiCaseNo() string {
	switch rng.IntN(7) {
	case 0:
		return fmt.Sprintf("%d:%02d-cv-%05d-%s", hbiIn(1, 4), hbiIn(18, 25), hbiIn(100, 99999), hbiRnd(upper, 3))
	case 1:
		return fmt.Sprintf("%02d-CR-%04d", hbiIn(18, 25), hbiIn(1, 9999))
	case 2:
		return fmt.Sprintf("%d K %d/%02d", hbiIn(1, 12), hbiIn(100, 9999), hbiIn(18, 25))
	case 3:
		return fmt.Sprintf("RG n° %02d/%05d", hbiIn(18, 25), hbiIn(1, 99999))
	case 4:
		return fmt.Sprintf("CASE-%d-%06d", hbiIn(2019, 2025), hbiIn(1, 999999))
	case 5:
		return fmt.Sprintf("[20%d] EWHC %d (Admin)", hbiIn(18, 25), hbiIn(100, 3999))
	default:
		return fmt.Sprintf("Az. %d Ds %d/%02d", hbiIn(1, 900), hbiIn(1, 999), hbiIn(18, 25))
	}
}

func hbiFileRef() string {
	return hbiPick("FIN/PROC/", "MUN-IT-", "OUR REF: ELC/", "HR/CONF/", "LIB-ACQ-", "DPO/FOI/", "TAX/APL/") +
		fmt.Sprintf("%d/%04d", hbiIn(2019, 2025), hbiIn(1, 9999))
}

func hbiTrapCaseRef() Sample {
	c, r := hbiCaseNo(), hbiFileRef()
	switch rng.IntN(8) {
	case 0:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Hearing in case %s moved to %s, courtroom %d.", c, hbiDate(), hbiIn(1, 12)))
	case 1:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Please quote %s in all correspondence.", r))
	case 2:
		return hbiS("trap-case-ref", "letter", fmt.Sprintf("Your ref: %s\nOur ref: %s\nDate: %s\n\nDear Sir or Madam,\n\nWe acknowledge receipt of your request for information.", r, hbiFileRef(), hbiDate()))
	case 3:
		return hbiS("trap-case-ref", "csv", fmt.Sprintf("case_no,filed,status\n%s,%s,open\n%s,%s,closed\n%s,%s,stayed", c, hbiDate(), hbiCaseNo(), hbiDate(), hbiCaseNo(), hbiDate()))
	case 4:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Aktenzeichen %s – bitte stets angeben.", c))
	case 5:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Police incident %s/%d linked to records request %s.", hbiPick("INC", "CAD", "RMS"), hbiIn(100000, 999999), r))
	case 6:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Dossier %s : audience reportée au %s.", c, hbiDate()))
	default:
		return hbiTrapWrap("trap-case-ref", fmt.Sprintf("Expediente %s, oficio %s, folio %d.", c, r, hbiIn(1, 400)))
	}
}

func hbiTrapGrant() Sample {
	g := hbiPick(fmt.Sprintf("OPP%07d", hbiIn(1000000, 1999999)), fmt.Sprintf("INV-%06d", hbiIn(1, 999999)),
		fmt.Sprintf("72061%d%s%05d", hbiIn(18, 25), hbiPick("CA", "RFA"), hbiIn(1, 99999)), fmt.Sprintf("ECHO/-AF/BUD/%d/%05d", hbiIn(2020, 2025), hbiIn(1, 99999)),
		fmt.Sprintf("1H79SM%06d-01", hbiIn(1, 999999)), fmt.Sprintf("G-%d-%04d", hbiIn(2020, 2025), hbiIn(1, 9999)))
	bl := fmt.Sprintf("%d.%d.%d", hbiIn(1, 9), hbiIn(1, 9), hbiIn(1, 20))
	wbs := fmt.Sprintf("%04d-%04d-%04d", hbiIn(1000, 9999), hbiIn(1000, 9999), hbiIn(1000, 9999))
	switch rng.IntN(6) {
	case 0:
		return hbiTrapWrap("trap-grant", fmt.Sprintf("Charge the satellite airtime to grant %s, budget line %s.", g, bl))
	case 1:
		return hbiS("trap-grant", "markdown-table", fmt.Sprintf("| Budget line | Description | Amount (USD) |\n|---|---|---|\n| %s | Field Wi-Fi equipment | %d |\n| %s | VSAT airtime | %d |\n| %s | Data collection tablets | %d |", bl, hbiIn(1000, 20000), hbiPick("2.1.4", "3.2.1"), hbiIn(1000, 20000), hbiPick("4.1.1", "5.3.2"), hbiIn(1000, 20000)))
	case 2:
		return hbiTrapWrap("trap-grant", fmt.Sprintf("WBS element %s closed; remaining balance moved to %s.", wbs, g))
	case 3:
		return hbiS("trap-grant", "email", fmt.Sprintf("Subject: Interim report for %s\n\nDear donor liaison,\n\nPlease find attached the interim narrative and financial report for award %s (cost centre %s).\n\nKind regards,\n%s", g, g, wbs, hbiFullName()))
	case 4:
		return hbiTrapWrap("trap-grant", fmt.Sprintf("NPSP opportunity %s%s is stage 'Pledged', GAU allocation %s.", "006", hbiRnd(alnum, 12), bl))
	default:
		return hbiTrapWrap("trap-grant", fmt.Sprintf("Ligne budgétaire %s – connectivité terrain, subvention %s.", bl, g))
	}
}

func hbiTrapStatute() Sample {
	s := hbiPick("5 U.S.C. § 552(b)(6)", "5 U.S.C. § 552(b)(7)(C)", "s. 40(2) of the Freedom of Information Act 2000",
		"Article 15 GDPR", "Art. 6(1)(e) GDPR", "§ 203 StGB", "§ 30 AO (Steuergeheimnis)", "Section 12 FOIA 2000",
		"42 U.S.C. § 1983", "Loi n° 78-753 du 17 juillet 1978", "Reglamento (UE) 2016/679, art. 32", "26 U.S.C. § 6103")
	switch rng.IntN(4) {
	case 0:
		return hbiTrapWrap("trap-statute", fmt.Sprintf("Withheld under %s; the remainder is released.", s))
	case 1:
		return hbiS("trap-statute", "letter", fmt.Sprintf("RE: FOIA request %d-%04d\n\nWe have located %d pages responsive to your request. %d pages are withheld in full pursuant to %s.", hbiIn(2021, 2025), hbiIn(1, 9999), hbiIn(10, 400), hbiIn(1, 9), s))
	case 2:
		return hbiTrapWrap("trap-statute", fmt.Sprintf("Audit criterion: %s, and internal policy IT-SEC-%02d §%d.%d.", s, hbiIn(1, 20), hbiIn(1, 9), hbiIn(1, 9)))
	default:
		return hbiTrapWrap("trap-statute", fmt.Sprintf("Rechtsgrundlage: %s", s))
	}
}

func hbiTrapForm() Sample {
	f := hbiPick("Form W-9", "SF-424A", "DS-11", "Form 1040-SR", "Formulaire Cerfa n°12485*03", "Form I-9",
		"Form 990 Schedule B", "SF-LLL", "Formular ESt 1 A", "Form P45", "Form 8300", "HUD-50058")
	switch rng.IntN(3) {
	case 0:
		return hbiTrapWrap("trap-form", fmt.Sprintf("Bring a completed %s and photo ID to the service counter.", f))
	case 1:
		return hbiTrapWrap("trap-form", fmt.Sprintf("Box %d of %s was left blank on %d applications.", hbiIn(1, 30), f, hbiIn(2, 90)))
	default:
		return hbiS("trap-form", "checklist", fmt.Sprintf("Intake checklist\n[x] %s\n[ ] Proof of address (utility bill < 3 months)\n[ ] Bank letter\n[x] Consent form CF-%02d", f, hbiIn(1, 40)))
	}
}

func hbiCoord() string {
	lat := float64(hbiIn(-35000000, 37000000)) / 1e6
	lon := float64(hbiIn(-20000000, 50000000)) / 1e6
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("%.6f, %.6f", lat, lon)
	case 1:
		ns, ew := "N", "E"
		if lat < 0 {
			ns, lat = "S", -lat
		}
		if lon < 0 {
			ew, lon = "W", -lon
		}
		return fmt.Sprintf("%.4f° %s, %.4f° %s", lat, ns, lon, ew)
	default:
		return fmt.Sprintf("%d°%02d′%02d″N %d°%02d′%02d″E", hbiIn(0, 20), hbiIn(0, 59), hbiIn(0, 59), hbiIn(0, 45), hbiIn(0, 59), hbiIn(0, 59))
	}
}

func hbiTrapGPS() Sample {
	switch rng.IntN(4) {
	case 0:
		return hbiTrapWrap("trap-gps", fmt.Sprintf("Water point WP-%03d is at %s, handpump broken since %s.", hbiIn(1, 999), hbiCoord(), hbiDate()))
	case 1:
		return hbiS("trap-gps", "csv", fmt.Sprintf("site_id,lat,lon,accuracy_m\nS%03d,%.6f,%.6f,%d\nS%03d,%.6f,%.6f,%d", hbiIn(1, 999), float64(hbiIn(-5000000, 5000000))/1e6, float64(hbiIn(29000000, 42000000))/1e6, hbiIn(3, 40), hbiIn(1, 999), float64(hbiIn(-5000000, 5000000))/1e6, float64(hbiIn(29000000, 42000000))/1e6, hbiIn(3, 40)))
	case 2:
		return hbiTrapWrap("trap-gps", fmt.Sprintf("Convoy holding point: %s (MGRS 36N %s %05d %05d).", hbiCoord(), hbiRnd(upper, 2), hbiIn(0, 99999), hbiIn(0, 99999)))
	default:
		return hbiTrapWrap("trap-gps", fmt.Sprintf("Polling station %d relocated to the primary school, %s.", hbiIn(1, 300), hbiCoord()))
	}
}

func hbiBenID() string {
	return hbiPick(fmt.Sprintf("BEN-%s-%08d", hbiPick("UG", "KE", "ML", "BD", "SS"), hbiIn(1, 99999999)),
		fmt.Sprintf("HH-%04d-%s-%02d", hbiIn(1, 9999), hbiRnd(upper, 3), hbiIn(1, 99)),
		fmt.Sprintf("%03d-%02dC%05d", hbiIn(100, 999), hbiIn(10, 25), hbiIn(1, 99999)),
		fmt.Sprintf("CLM-%d-%07d", hbiIn(2020, 2025), hbiIn(1, 9999999)))
}

func hbiTrapBeneficiary() Sample {
	switch rng.IntN(4) {
	case 0:
		var b strings.Builder
		b.WriteString("beneficiary_id,household_size,village,transfer_usd\n")
		for i := 0; i < hbiIn(3, 6); i++ {
			fmt.Fprintf(&b, "%s,%d,%s,%d\n", hbiBenID(), hbiIn(1, 11), hbiPick("Awach", "Bobi", "Kidere", "Pece", "Lalogi"), hbiIn(20, 120))
		}
		return hbiS("trap-beneficiary", "csv", strings.TrimRight(b.String(), "\n"))
	case 1:
		return hbiTrapWrap("trap-beneficiary", fmt.Sprintf("Duplicate registration: %s and %s appear to be the same household.", hbiBenID(), hbiBenID()))
	case 2:
		return hbiTrapWrap("trap-beneficiary", fmt.Sprintf("Benefit claim %s: payment of €%d.%02d issued on %s.", hbiBenID(), hbiIn(50, 900), hbiIn(0, 99), hbiDate()))
	default:
		return hbiS("trap-beneficiary", "json", fmt.Sprintf("{\"beneficiary_id\": \"%s\", \"enumerator\": \"%s\", \"consent\": true, \"round\": %d}", hbiBenID(), hbiPickL(hbiUsers), hbiIn(1, 6)))
	}
}

func hbiTrapPwTalk() Sample {
	return hbiTrapWrap("trap-password-talk", hbiPick(
		"the password policy requires 12 characters and no reuse of the last 5",
		"Passwords must be rotated every 90 days (Policy IT-SEC-07 §4.2).",
		"we never send passwords by email - use the vault share link instead",
		"I forgot my password again, can you send me a reset link?",
		"Reset your password via the citizen portal: Profile > Security > Change password.",
		"The password field is empty in the Kobo export, which is expected.",
		"Finding 2023-004: shared passwords were observed on sticky notes at 3 of 7 polling stations.",
		"Recommendation: enable MFA for all staff with access to the tax case system.",
		"Le mot de passe doit contenir au moins 12 caractères, dont un chiffre.",
		"Das Passwort muss alle 90 Tage geändert werden.",
		"La contraseña caducó; pide un restablecimiento al servicio de ayuda.",
		"Пароль должен содержать не менее 12 символов.",
		"كلمة المرور يجب أن تتكون من 12 حرفاً على الأقل",
		"パスワードは12文字以上にしてください。",
		"Nenosiri lazima liwe na herufi 12 au zaidi.",
		"Password hashing uses argon2id with 64 MiB memory and 3 iterations.",
		"Staff who lose their 2FA device must visit the ICT desk with ID.",
		"The password manager migration (KeePass to Bitwarden) is scheduled for "+hbiDate()+".",
		"Door codes are changed monthly by facilities; ask the duty officer.",
		"Wi-Fi password for guests is printed at the library circulation desk.",
		"Password123 is on the banned list, along with the organisation's name.",
		"Temporary passwords expire after 24 hours and must be changed at first login.",
		"The login page now locks the account after 5 failed attempts.",
		"Did anyone change the router password? The field team can't connect.",
		"Who has the password for the sat phone? Asking for the Tuesday convoy.",
	))
}

func hbiTrapLoginNoPw() Sample {
	u := hbiPickL(hbiUsers)
	d := hbiPickL(hbiDevices)
	return hbiTrapWrap("trap-login-no-password", hbiPick(
		fmt.Sprintf("router login %s / ask %s for the password", u, hbiPickL(hbiFirst)),
		fmt.Sprintf("%s login is %s / see the KeePass entry \"%s\"", d, u, d),
		fmt.Sprintf("username: %s (password in the sealed envelope in the safe)", u),
		fmt.Sprintf("Go to Admin / Settings / Users and disable %s.", u),
		"Admin / Security / Password policy → set minimum length to 14",
		fmt.Sprintf("login: %s / password: <ask the duty officer>", u),
		fmt.Sprintf("Log in as %s, then Reports / Export / CSV.", u),
		fmt.Sprintf("Menu path: Setup > Users > %s > Reset Password", u),
		fmt.Sprintf("user %s / pass: same as the old one, you know it", u),
		fmt.Sprintf("The %s account is %s; password is managed by the ICT desk.", d, u),
		"Einstellungen / Konto / Passwort ändern",
		"Configuración / Usuarios / Restablecer contraseña",
		fmt.Sprintf("login %s / password from Vault path secret/data/field/%s", u, strings.ToLower(strings.ReplaceAll(d, " ", "-"))),
		fmt.Sprintf("Sign in with your staff ID (e.g. %s) and your usual network password.", u),
	))
}

func hbiTrapPlaceholder() Sample {
	v := hbiPick("KOBO_TOKEN", "DHIS2_PASSWORD", "COMMCARE_API_KEY", "SF_PASSWORD", "BB_SUBSCRIPTION_KEY",
		"SMTP_PASSWORD", "ODK_ADMIN_PASSWORD", "TAX_PORTAL_API_KEY", "DISCORD_TOKEN", "AWS_SECRET_ACCESS_KEY")
	ph := hbiPick("<your-token>", "changeme", "xxxxxxxxxxxxxxxx", "********", "${"+v+"}", "{{ .Values.secret }}",
		"REPLACE_ME", "<redacted>", "[REDACTED]", "YOUR_API_KEY_HERE", "TODO", "...", "<password>", "CHANGE_ME_BEFORE_DEPLOY", "dummy")
	switch rng.IntN(8) {
	case 0:
		keep := hbiPick("DEBUG=false", "KOBO_URL=https://kf.kobotoolbox.org", "TZ=Africa/Kampala")
		return hbiS("trap-placeholder", "env", fmt.Sprintf("# .env.example - copy to .env and fill in\n%s\n%s=%s", keep, v, ph))
	case 1:
		return hbiS("trap-placeholder", "yaml", fmt.Sprintf("%s:\n  url: https://%s\n  username: %s\n  %s: \"%s\"", hbiPick("dhis2", "kobo", "commcare", "smtp"), hbiPickL(hbiHosts), hbiPickL(hbiUsers), strings.ToLower(v), ph))
	case 2:
		return hbiTrapWrap("trap-placeholder", fmt.Sprintf("Set %s=%s for local testing only; CI injects the real one.", v, ph))
	case 3:
		return hbiTrapWrap("trap-placeholder", fmt.Sprintf("Authorization: Bearer %s", hbiPick("<ACCESS_TOKEN>", "$TOKEN", "{{token}}", "<your-token>")))
	case 4:
		return hbiS("trap-placeholder", "readme", fmt.Sprintf("## Configuration\n\nExport your key before running:\n\n```\nexport %s=%s\n./export.sh --domain %s\n```", v, ph, hbiPick("ngo-nutrition", "wash-gulu", "cash-round3")))
	case 5:
		return hbiTrapWrap("trap-placeholder", fmt.Sprintf("curl -u USERNAME:PASSWORD https://%s/api/v1/data", hbiPickL(hbiHosts)))
	case 6:
		return hbiS("trap-placeholder", "json", fmt.Sprintf("{\n  \"username\": \"%s\",\n  \"password\": \"%s\"\n}", hbiPickL(hbiUsers), ph))
	default:
		return hbiTrapWrap("trap-placeholder", fmt.Sprintf("%s = \"%s\"  # see the vault item '%s'", strings.ToLower(v), ph, hbiPick("Benefits API", "Kobo prod", "Court SMTP", "Grants SFTP")))
	}
}

func hbiTrapFieldIDs() Sample {
	asset := "a" + hbiRnd(alnum, 21)
	ou := hbiRnd(upper+lower, 1) + hbiRnd(alnum, 10)
	app := hbiHex(32)
	switch rng.IntN(6) {
	case 0:
		return hbiTrapWrap("trap-field-id", fmt.Sprintf("Form is live: https://kf.kobotoolbox.org/#/forms/%s/summary", asset))
	case 1:
		return hbiTrapWrap("trap-field-id", fmt.Sprintf("DHIS2 org unit %s (Gulu District) has no data for week 2024W%02d.", ou, hbiIn(1, 52)))
	case 2:
		return hbiTrapWrap("trap-field-id", fmt.Sprintf("CommCare app: https://www.commcarehq.org/a/ngo-nutrition/apps/view/%s/", app))
	case 3:
		return hbiS("trap-field-id", "xml", fmt.Sprintf("<data id=\"%s\" version=\"%d\">\n  <meta><instanceID>uuid:%s</instanceID></meta>\n</data>", "hh_survey_r"+fmt.Sprint(hbiIn(1, 5)), hbiIn(2023010101, 2025123199), hbiUUID()))
	case 4:
		return hbiTrapWrap("trap-field-id", fmt.Sprintf("ODK Central project %d, form hh_survey, submission uuid:%s rejected (duplicate).", hbiIn(1, 40), hbiUUID()))
	default:
		return hbiS("trap-field-id", "json", fmt.Sprintf("{\"dataSet\": \"%s\", \"period\": \"2024%02d\", \"orgUnit\": \"%s\", \"completeDate\": \"%s\"}", hbiRnd(upper+lower, 1)+hbiRnd(alnum, 10), hbiIn(1, 12), ou, hbiDate()))
	}
}

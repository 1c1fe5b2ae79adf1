package main

// heldout_bf_traps.go: insurance text that must come back unchanged: policy and claim numbers,
// NAIC and FEIN-like numbers, VINs, loss dates, premiums and reserves, ICD and CPT codes, UMRs,
// Lloyd's syndicates, menu paths, placeholders and talk about passwords with none in it.

import (
	"fmt"
	"strings"
)

func hbfTraps() []Sample {
	var out []Sample
	out = append(out, hbfRep(90, hbfInsTrap)...)
	out = append(out, hbfRep(92, hbfTalkTrap)...)
	return out
}

func hbfVIN() string {
	const set = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	return hbfP("1FT", "1HG", "2T1", "3VW", "5YJ", "JTD", "WDB", "1GC") + hbfR(set, 5) + hbfR(digits+"X", 1) + hbfR(set, 2) + hbfR(digits, 6)
}

func hbfPolicyNo() string {
	return hbfP("CPP", "BOP", "WC", "CA", "HO3", "GL", "UMB") + "-" + hbfR(digits, 7) + "-" + hbfR(digits, 2)
}

func hbfClaimNo() string {
	return hbfP("CLM", "C", "LS", "") + hbfP("-", "") + hbfP("2024", "2025", "25") + hbfP("-", "") + hbfR(digits, 6)
}

func hbfUMR() string {
	return "B" + hbfR(digits, 4) + hbfR(upper, 2) + hbfR(digits, 4) + hbfR(upper+digits, 4)
}

func hbfMoney() string {
	return fmt.Sprintf("$%d,%03d", hbfN(1, 950), hbfN(0, 999))
}

func hbfDate() string {
	return hbfP(fmt.Sprintf("%02d/%02d/2025", hbfN(1, 12), hbfN(1, 28)), fmt.Sprintf("2024-%02d-%02d", hbfN(1, 12), hbfN(1, 28)), fmt.Sprintf("%d %s 2025", hbfN(1, 28), hbfP("Jan", "March", "Sept", "Nov")))
}

func hbfICD() string {
	return hbfP("S72.001A", "M54.5", "S13.4XXA", "S83.511A", "G44.309", "T14.90XA", "S06.0X0A", "M25.561", "S62.101A")
}

func hbfCPT() string {
	return hbfP("99213", "97110", "72148", "29881", "99284", "97140", "20610", "73721")
}

func hbfInsTrap() Sample {
	c := "trap-insurance"
	switch rng.IntN(22) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("can you pull the loss runs for %s? renewal is %s", hbfPolicyNo(), hbfDate()))
	case 1:
		return hbfS(c, "notes", fmt.Sprintf("Claim %s\nDate of loss: %s\nVIN: %s\nReserve: %s (indemnity) / %s (expense)\nAdjuster: %s", hbfClaimNo(), hbfDate(), hbfVIN(), hbfMoney(), hbfMoney(), hbfName()))
	case 2:
		return hbfS(c, "email", fmt.Sprintf("Hi %s,\n\nPlease find attached the bordereau for UMR %s, Syndicate %s. Gross written premium for the quarter is %s.\n\nRegards,\n%s", hbfName(), hbfUMR(), hbfP("2623", "1183", "2987", "33", "1084", "4472", "510"), hbfMoney(), hbfName()))
	case 3:
		return hbfS(c, "chat", fmt.Sprintf("carrier NAIC is %s, FEIN %s-%s", hbfR(digits, 5), hbfR(digits, 2), hbfR(digits, 7)))
	case 4:
		s := "policy_number,insured,effective,premium,state\n"
		for i := 0; i < 4; i++ {
			s += fmt.Sprintf("%s,%s LLC,%s,%d.%02d,%s\n", hbfPolicyNo(), hbfP("Acme Freight", "Riverside Dental", "Oak Hill Bakery", "Summit Roofing", "Blue Lake Marina"), hbfDate(), hbfN(800, 90000), hbfN(0, 99), hbfP("TX", "CA", "NY", "FL", "OH"))
		}
		return hbfS(c, "csv", strings.TrimSuffix(s, "\n"))
	case 5:
		return hbfS(c, "notes", fmt.Sprintf("Medical bills on %s: CPT %s x3, %s; diagnosis %s, %s. Total billed %s, allowed %s.", hbfClaimNo(), hbfCPT(), hbfCPT(), hbfICD(), hbfICD(), hbfMoney(), hbfMoney()))
	case 6:
		return hbfS(c, "chat", fmt.Sprintf("the VIN on the FNOL is %s but the dec page says %s, can you check?", hbfVIN(), hbfVIN()))
	case 7:
		s := fmt.Sprintf("| Claim | DOL | Paid | Reserve | Status |\n|---|---|---|---|---|\n| %s | %s | %s | %s | Open |\n| %s | %s | %s | $0 | Closed |", hbfClaimNo(), hbfDate(), hbfMoney(), hbfMoney(), hbfClaimNo(), hbfDate(), hbfMoney())
		return hbfS(c, "markdown", s)
	case 8:
		return hbfS(c, "chat", fmt.Sprintf("ACORD 25 for %s sent, cert holder is the landlord. COI ref %s.", hbfPolicyNo(), strings.ToUpper(hbfR(alnum, 10))))
	case 9:
		return hbfS(c, "notes", fmt.Sprintf("Cat event PCS #%d — hail, DFW. %d claims reported so far, avg severity %s.", hbfN(10, 99), hbfN(100, 4000), hbfMoney()))
	case 10:
		return hbfS(c, "chat-de", fmt.Sprintf("Schadennummer %s, Versicherungsschein %s, Schadentag %s.", hbfClaimNo(), hbfPolicyNo(), hbfDate()))
	case 11:
		return hbfS(c, "chat-es", fmt.Sprintf("Póliza %s, siniestro %s, reserva inicial %s.", hbfPolicyNo(), hbfClaimNo(), hbfMoney()))
	case 12:
		return hbfS(c, "chat-ja", fmt.Sprintf("証券番号 %s の事故受付番号は %s です。", hbfPolicyNo(), hbfClaimNo()))
	case 13:
		return hbfS(c, "r", fmt.Sprintf("library(ChainLadder)\ntri <- as.triangle(paid, origin = \"ay\", dev = \"dev\", value = \"paid\")\nmack <- MackChainLadder(tri, est.sigma = \"Mack\")\nsummary(mack)$Totals  # IBNR ~ %s", hbfMoney()))
	case 14:
		return hbfS(c, "sas", "data work.loss;\n  set claims.paid_losses;\n  where accident_year >= 2018 and lob = 'CAUTO';\n  ultimate = paid * ldf;\nrun;")
	case 15:
		return hbfS(c, "chat", fmt.Sprintf("quote %s bound at %s, TRIA %s, fees $250. Binder #%s", strings.ToUpper(hbfR(upper, 2))+hbfR(digits, 8), hbfMoney(), hbfMoney(), hbfR(digits, 9)))
	case 16:
		return hbfS(c, "notes", fmt.Sprintf("Reinsurance: %s xs %s, ROL %d.%d%%, reinstatements 1@100%%. Contract ref %s.", hbfP("$5M", "$10M", "£2.5M"), hbfP("$1M", "$2M", "£500k"), hbfN(5, 30), hbfN(0, 9), hbfUMR()))
	case 17:
		return hbfS(c, "chat", fmt.Sprintf("NPI %s on the provider bill, tax id %s-%s", hbfR(digits, 10), hbfR(digits, 2), hbfR(digits, 7)))
	case 18:
		return hbfS(c, "ticket", fmt.Sprintf("GW-%d: rating mismatch on %s. Expected premium %s, PC shows %s. Class code %s, territory %s.", hbfN(1000, 9999), hbfPolicyNo(), hbfMoney(), hbfMoney(), hbfR(digits, 4), hbfR(digits, 3)))
	case 19:
		return hbfS(c, "chat-fr", fmt.Sprintf("Numéro de sinistre %s, date de survenance %s, franchise 500 €.", hbfClaimNo(), hbfDate()))
	case 20:
		return hbfS(c, "notes", fmt.Sprintf("Photo set for %s uploaded: IMG_%s.HEIC … IMG_%s.HEIC (%d files)", hbfClaimNo(), hbfR(digits, 4), hbfR(digits, 4), hbfN(5, 60)))
	default:
		return hbfS(c, "chat", fmt.Sprintf("loss ratio %d.%d%% on the %s book, combined %d.%d%%", hbfN(40, 90), hbfN(0, 9), hbfP("trucking", "habitational", "contractors", "marine cargo"), hbfN(85, 115), hbfN(0, 9)))
	}
}

// hbfTalkTrap gives the talk a speaker, a time or a reply line so no two are alike.
func hbfTalkTrap() Sample {
	s := hbfTalkTrap0()
	switch {
	case strings.HasPrefix(s.Format, "chat"):
		s.Text = hbfP(fmt.Sprintf("[%02d:%02d] %s: ", hbfN(7, 19), hbfN(0, 59), hbfName()), "@"+strings.ToLower(hbfName())+" ", "", "re "+hbfClaimNo()+": ") + s.Text
	case s.Format == "notes":
		s.Text = fmt.Sprintf("%s – %s\n", hbfP("Claims ops", "UW huddle", "IT onboarding", "Actuarial sync"), hbfDate()) + s.Text
	default:
		s.Text += hbfP("", "\n", "\n\n")
	}
	return s
}

func hbfTalkTrap0() Sample {
	c := "trap-talk"
	sys := hbfP("PolicyCenter", "ClaimCenter", "Duck Creek", "the broker portal", "Epic", "the SAS grid", "the carrier extranet")
	switch rng.IntN(28) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("the password policy on %s requires %d characters and a symbol", sys, hbfN(10, 16)))
	case 1:
		return hbfS(c, "chat", fmt.Sprintf("go to Admin / Users / %s and click Reset Password", hbfUser()))
	case 2:
		return hbfS(c, "chat", fmt.Sprintf("login is via SSO now, your username is %s", hbfUser()))
	case 3:
		return hbfS(c, "notes", fmt.Sprintf("%s creds are in the team vault under \"%s / service\"", sys, hbfP("Underwriting", "Claims", "Actuarial")))
	case 4:
		return hbfS(c, "yaml", "database:\n  host: "+hbfHost()+"\n  user: "+hbfUser()+"\n  password: ${DB_PASSWORD}\n  sslmode: require")
	case 5:
		return hbfS(c, "env", "DB_USER=etl_user\nDB_PASSWORD=<your-password-here>\nRATING_API_KEY=your-api-key\nSFTP_PASSWORD=changeme")
	case 6:
		return hbfS(c, "python", "def login(user: str, password: str) -> Session:\n    if not password:\n        raise ValueError(\"password required\")\n    return Session(user=user, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()))")
	case 7:
		return hbfS(c, "chat", "I forgot my password again, the reset email never arrived")
	case 8:
		return hbfS(c, "chat", fmt.Sprintf("login admin / <your password> then go to Settings / Rating / Tables"))
	case 9:
		return hbfS(c, "chat", "use your normal windows login for the SAS server")
	case 10:
		return hbfS(c, "notes", "Password rotation: every 90 days, no reuse of the last 12, MFA on all carrier portals. Shared accounts must go through CyberArk.")
	case 11:
		return hbfS(c, "chat", fmt.Sprintf("portal login: %s / ********", hbfUser()))
	case 12:
		return hbfS(c, "javascript", "const password = form.elements['password'].value;\nif (password.length < 12) {\n  showError('Password must be at least 12 characters');\n}")
	case 13:
		return hbfS(c, "chat", "token expired, run `gcloud auth login` again")
	case 14:
		return hbfS(c, "chat-de", "Das Passwort muss mindestens 12 Zeichen haben und darf nicht den Benutzernamen enthalten.")
	case 15:
		return hbfS(c, "chat-es", "Olvidé mi contraseña del portal, ¿a quién le pido el restablecimiento?")
	case 16:
		return hbfS(c, "chat-fr", "Le mot de passe est dans le coffre KeePass, entrée « Portail assureur ».")
	case 17:
		return hbfS(c, "chat-ja", "パスワードはSlackに書かないでください。1Passwordで共有します。")
	case 18:
		return hbfS(c, "chat", fmt.Sprintf("path is Claims / Open / Assigned to me / %s", hbfP("Auto", "Property", "WC")))
	case 19:
		return hbfS(c, "chat", fmt.Sprintf("states: TX / OK / KS, lines: GL / Auto / Umbrella"))
	case 20:
		return hbfS(c, "config", "[sftp]\nhost = sftp.reinsure-partner.co.uk\nuser = reins_sftp\nkey_file = ~/.ssh/id_ed25519\n; password auth disabled")
	case 21:
		return hbfS(c, "java", "String pw = System.getenv(\"GW_DB_PASSWORD\");\nif (pw == null) throw new IllegalStateException(\"GW_DB_PASSWORD not set\");\nds.setPassword(pw);")
	case 22:
		return hbfS(c, "r", "pwd <- Sys.getenv(\"ACT_DB_PWD\")\ncon <- dbConnect(odbc::odbc(), dsn = \"Actuarial\", pwd = pwd)")
	case 23:
		return hbfS(c, "chat", fmt.Sprintf("%s user is %s, ask %s for the password", sys, hbfUser(), hbfName()))
	case 24:
		return hbfS(c, "notes", "API key: xxxxxxxxxxxxxxxxxxxxxxxx (get your own from the developer portal)")
	case 25:
		return hbfS(c, "chat", "the token goes in the Authorization header as Bearer <token>, see the Swagger page")
	case 26:
		return hbfS(c, "sas", "%let pwd = %sysget(SAS_DB_PWD);\nlibname act odbc dsn=Actuarial user=&sysuserid password=\"&pwd\";")
	default:
		return hbfS(c, "chat", "password reset for the broker portal done, they'll get a link by email")
	}
}

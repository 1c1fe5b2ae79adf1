package main

// heldout-dh traps, part 1: agency chat, mail, tickets and notes with no secret in them.

import (
	"fmt"
	"strings"
)

func hdhTrapTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // password reset talk
			t := fmt.Sprintf("%s: I reset your memoQ password, you should get an e-mail with a link in a minute. If it doesn't come, check spam.\n%s: got it, thanks!", hdhName(), hdhName())
			return hdhT("trap-password-talk", "chat", t)
		},
		func() Sample { // username only, password separately
			n := hdhName()
			t := fmt.Sprintf("Dear %s,\n\nyour account for the %s vendor portal is ready.\nUsername: %s\nYour initial password will be sent to you by SMS to the number ending in %s.\n\nBest regards,\nVendor Management", n, hdhAgency(), hdhUser(n), hdhRnd(hdhDig, 3))
			return hdhT("trap-username", "mail", t)
		},
		func() Sample { // password policy
			t := fmt.Sprintf("== Password policy for freelancers ==\n* at least %d characters, one number and one symbol\n* no reuse of your last %d passwords\n* portal passwords expire every %d days\n* never send passwords by e-mail – use the one-time secret link from IT", hdhN(10, 16), hdhN(3, 10), hdhPickN(60, 90, 180))
			return hdhT("trap-password-policy", "wiki", t)
		},
		func() Sample { // where the key lives
			t := fmt.Sprintf("%s: where's the DeepL key for the %s job?\n%s: it's in 1Password, vault \"MT engines\", item \"DeepL Pro – agency\". Don't paste it here pls", hdhName(), hdhClient(), hdhName())
			return hdhT("trap-secret-reference", "chat", t)
		},
		func() Sample { // Bitwarden reference, Spanish
			t := fmt.Sprintf("La contraseña del FTP de %s está en Bitwarden (colección «Clientes»). Si no tienes acceso, pídeselo a %s.", hdhClient(), hdhName())
			return hdhT("trap-secret-reference", "chat", t)
		},
		func() Sample { // masked key
			t := fmt.Sprintf("DeepL usage this month: %d / %d characters. Key in use: ****-****-****-%s:fx (agency account). Renewal on %s.", hdhN(100000, 900000), 1000000, hdhHex(4), hdhDate())
			return hdhT("trap-masked", "notes", t)
		},
		func() Sample { // redacted in ticket
			t := fmt.Sprintf("LOC-%d Azure Translator 429s\n\nRequest:\nPOST /translate?api-version=3.0&to=%s\nOcp-Apim-Subscription-Key: [REDACTED]\nOcp-Apim-Subscription-Region: %s\n\nResponse: 429 Too Many Requests, x-requestid: %s", hdhN(100, 999), hdhPick("de", "ja"), hdhPick("westeurope", "northeurope"), hdhUUID())
			return hdhT("trap-redacted", "ticket", t)
		},
		func() Sample { // job details: PO, invoice, IBAN
			t := fmt.Sprintf("Hi %s,\n\nplease find attached invoice INV-%d-%04d for job %s-%d (%s, %d words).\nPO number: %s\nIBAN: %s%02d %s %s %s %s %s\nVAT ID: %s%s\n\nThank you!", hdhName(), hdhN(2023, 2026), hdhN(1, 9999), hdhRnd(hdhUp, 3), hdhN(10000, 99999), hdhPair(), hdhN(500, 20000), "PO-"+hdhRnd(hdhDig, 7), hdhPick("DE", "PT", "NL"), hdhN(10, 99), hdhRnd(hdhDig, 4), hdhRnd(hdhDig, 4), hdhRnd(hdhDig, 4), hdhRnd(hdhDig, 4), hdhRnd(hdhDig, 2), hdhPick("DE", "PT", "NL"), hdhRnd(hdhDig, 9))
			return hdhT("trap-invoice-ids", "mail", t)
		},
		func() Sample { // tracking numbers for sworn translations
			t := fmt.Sprintf("The sworn translations for %s (birth certificate + diploma) left today by DHL, waybill %s. The apostille copies go by registered post, tracking RR%sPT.", hdhFull(), hdhRnd(hdhDig, 10), hdhRnd(hdhDig, 9))
			return hdhT("trap-tracking-number", "mail", t)
		},
		func() Sample { // phone and address of interpreter
			t := fmt.Sprintf("Interpreter for the %s board meeting: %s, +%d %s %s %s, %s. Arrives %s at the %s office, booth 2.", hdhClient(), hdhFull(), hdhN(30, 49), hdhRnd(hdhDig, 3), hdhRnd(hdhDig, 3), hdhRnd(hdhDig, 3), hdhEmail(hdhName(), "gmail.com"), hdhTime(), hdhPick(hdhCities...))
			return hdhT("trap-contact", "notes", t)
		},
		func() Sample { // rotate done, key in vault
			t := fmt.Sprintf("Meeting notes %s\n- %s left on Friday → rotate MT keys: DONE, new DeepL and Google keys are in the vault (mt/prod)\n- memoQ licences: %d of %d in use\n- next: clean up the old FTP accounts", hdhDate(), hdhName(), hdhN(10, 30), hdhN(30, 40))
			return hdhT("trap-secret-reference", "notes", t)
		},
		func() Sample { // how to get a DeepL key
			t := "How to connect DeepL in memoQ:\n1. Log in at deepl.com → Account → API Keys.\n2. Copy your key (keys ending in :fx belong to DeepL API Free).\n3. In memoQ: Resource console → MT settings → DeepL → paste it into \"Authentication key\".\n4. Never share the key in Teams; each PM uses their own."
			return hdhT("trap-howto", "wiki", t)
		},
		func() Sample { // wifi no password
			t := fmt.Sprintf("Onsite tomorrow: the guest Wi-Fi %q is open (no password), you just accept the terms in the browser. Bring your own headset please.", hdhAgency()+"-Guest")
			return hdhT("trap-wifi-no-key", "chat", t)
		},
		func() Sample { // door code: ask reception
			t := fmt.Sprintf("The door code changed on %s – ask reception or %s for the new one, I won't post it here.", hdhDate(), hdhName())
			return hdhT("trap-code-talk", "chat", t)
		},
		func() Sample { // TMS project UIDs and job ids
			uid := hdhRnd(hdhAlnum, 22)
			t := fmt.Sprintf("Job link: https://cloud.memsource.com/web/project2/show/%s\nJob UID %s, workflow step Revision, due %s %s CET. Source file %s_%s.docx (%d words, %d%% fuzzy matches).", uid, hdhRnd(hdhAlnum, 22), hdhDate(), hdhTime(), hdhSlug(hdhClient(), "_"), hdhRnd(hdhDig, 4), hdhN(300, 9000), hdhN(10, 80))
			return hdhT("trap-project-id", "chat", t)
		},
		func() Sample { // UUIDs in ticket
			t := fmt.Sprintf("XTM project %d: tasks %s and %s are stuck in 'Analysis'. Customer id %d, template %s. Can you restart the workflow?", hdhN(10000, 99999), hdhUUID(), hdhUUID(), hdhN(100, 999), hdhUUID())
			return hdhT("trap-uuid", "ticket", t)
		},
		func() Sample { // trace ids in log
			t := fmt.Sprintf("%sT%s:%02d.%03dZ INFO mt-gateway translate ok engine=deepl chars=%d latency_ms=%d request_id=%s trace_id=%s\n%sT%s:%02d.%03dZ INFO mt-gateway translate ok engine=azure chars=%d latency_ms=%d request_id=%s trace_id=%s",
				hdhDate(), hdhTime(), hdhN(0, 59), hdhN(0, 999), hdhN(10, 4000), hdhN(50, 900), hdhUUID(), hdhHex(32), hdhDate(), hdhTime(), hdhN(0, 59), hdhN(0, 999), hdhN(10, 4000), hdhN(50, 900), hdhUUID(), hdhHex(32))
			return hdhT("trap-trace-id", "log", t)
		},
		func() Sample { // build ids
			t := fmt.Sprintf("Build #%d of app-strings succeeded in %dm%02ds\nartifact: strings-%s.zip (sha256 %s)\nbuild id %s", hdhN(100, 9999), hdhN(1, 9), hdhN(0, 59), hdhRnd(hdhLo+hdhDig, 8), hdhHex(64), hdhRnd(hdhLo+hdhDig, 20))
			return hdhT("trap-build-id", "log", t)
		},
		func() Sample { // commit with SHA
			t := fmt.Sprintf("Revert \"Update %s glossary terms\"\n\nThis reverts commit %s.\nThe client rejected the new term for '%s'; see LOC-%d.", hdhClient(), hdhHex(40), hdhPick("invoice", "payroll", "dashboard", "checkout"), hdhN(100, 999))
			return hdhT("trap-commit-sha", "commit", t)
		},
		func() Sample { // image digest in deploy notes
			t := fmt.Sprintf("Deployed client-portal %d.%d.%d\nimage: registry.%s/client-portal@sha256:%s\nrollback: previous digest sha256:%s", hdhN(1, 4), hdhN(0, 20), hdhN(0, 9), hdhDomain(), hdhHex(64), hdhHex(64))
			return hdhT("trap-digest", "notes", t)
		},
		func() Sample { // sha256sum session
			var lines []string
			for i := 0; i < hdhN(2, 4); i++ {
				lines = append(lines, fmt.Sprintf("%s  %s_%s.xlf", hdhHex(64), hdhRnd(hdhUp, 3), hdhPick("de-DE", "fr-FR", "it-IT", "ja-JP")))
			}
			t := "$ sha256sum out/*.xlf\n" + strings.Join(lines, "\n") + "\n$ # checksums sent to the client with the delivery note"
			return hdhT("trap-checksum", "shell", t)
		},
		func() Sample { // ssh public key request
			t := fmt.Sprintf("Could you add my public key to the SFTP account loc_%s?\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop\nFingerprint SHA256:%s", hdhRnd(hdhLo, 4), hdhRnd(hdhB64, 43), hdhUser(hdhName()), hdhRnd(hdhB64, 43))
			return hdhT("trap-public-key", "mail", t)
		},
		func() Sample { // versions and colours
			t := fmt.Sprintf("Freelancer requirements: memoQ %d.%d or newer, Trados Studio 2024 (18.%d.%d), Xbench %d.%d. The portal theme uses #%s for buttons and #%s for links.", hdhN(10, 11), hdhN(0, 9), hdhN(0, 2), hdhN(0, 9), hdhN(2, 3), hdhN(0, 9), hdhHex(6), hdhHex(6))
			return hdhT("trap-version", "wiki", t)
		},
		func() Sample { // password change reminder
			t := fmt.Sprintf("Reminder from IT: %s portal passwords expire on %s. Please change yours before then; if you're locked out, %s can unlock you.", hdhClient(), hdhDate(), hdhName())
			return hdhT("trap-password-talk", "mail", t)
		},
	}
}

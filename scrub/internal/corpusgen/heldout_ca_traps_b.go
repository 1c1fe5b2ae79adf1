package main

import (
	"fmt"
)

// Traps near the logistics, ERP, tax and VA secrets.

func hcaTrapsB() []hcaGen {
	return []hcaGen{
		func() Sample {
			t := fmt.Sprintf("carrier,tracking,order,status\nUPS,%s,%s,delivered\nDHL,%s,%s,in transit\nGLS,%s,%s,exception\nDPD,%s,%s,delivered\n",
				hcaUPS1Z(), hcaAmzOrder(), hcaDHLTrack(), hcaEbayOrder(), hcaGLSTrack(), "#"+hcaDigits(4), hcaDPDTrack(), hcaAmzOrder())
			return hcaT("trap-tracking-number", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("DHL_API_KEY=${DHL_API_KEY}\nDHL_API_SECRET=${DHL_API_SECRET}\nDHL_BILLING_NUMBER=%s0101\nDHL_SANDBOX=false\n", hcaDigits(10))
			return hcaT("trap-env-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Geschäftskundenportal DHL\nEKP: %s\nBenutzer: %s\nPasswort: liegt im Tresor-Ordner (KeePass, Eintrag \"DHL GKP\")\nAbrechnungsnummer Paket: %s0101, Retoure: %s0701\n", hcaDigits(10), hcaUser(), hcaDigits(10), hcaDigits(10))
			return hcaT("trap-vault-reference", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("ups:\n  client_id: %s\n  client_secret: ${UPS_CLIENT_SECRET}\n  shipper_number: %s\n  label_format: ZPL\n", rnd(alnum, 48), rnd(upper+digits, 6))
			return hcaT("trap-client-id", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("FedEx account %s, meter %s. Pickup confirmation %s%s for %s between 14:00 and 17:00, %d pkgs, total %d kg.", hcaDigits(9), hcaDigits(9), hcaP("CPU", "DEL", "ATL"), rnd(digits, 4), hcaDate(), 1+rng.IntN(12), 2+rng.IntN(80))
			return hcaT("trap-account-number", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("GLS ShipIT: Fehler 401 bei %s – das API-Passwort wurde von GLS zurückgesetzt. %s fordert ein neues an, bis dahin Labels manuell im Portal drucken.", hcaTime(), hcaName())
			return hcaT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Return authorisation RMA-%s approved. Customer %s, order %s, reason: %s. Label sent, DPD parcel %s.", rnd(digits, 6), hcaName()+" "+pick(hcaLast), hcaAmzOrder(), hcaP("wrong size", "damaged in transit", "changed mind"), hcaDPDTrack())
			return hcaT("trap-rma-number", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s,\n\nwelcome on board! Your account for our 3PL client portal has been created with the user %s. You will receive a separate email with a link to set your password (valid 24h).\n\nBest regards,\nClient Success Team", hcaName(), hcaEmail())
			return hcaT("trap-password-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Lager %s – Info für Aushilfen\n- Tor 2: Code bekommt ihr am ersten Tag von %s persönlich\n- Gabelstapler nur mit Schein\n- Pause 12:00–12:30\n- Notfall: 112, Schichtleitung %s\n", hcaP("Nord", "Halle 3"), hcaName(), "+49 "+rnd(digits, 3)+" "+rnd(digits, 7))
			return hcaT("trap-password-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Scanner setup (Zebra %s):\n1. Settings > Wi-Fi > %s-Guest-%s (open network, no password)\n2. Install the WMS app from the MDM (v%d.%d)\n3. Login with badge number\n", hcaP("TC21", "TC26", "MC3300"), hcaP("Lager", "WH", "Almacen"), rnd(upper+digits, 2), 3+rng.IntN(3), rng.IntN(10))
			return hcaT("trap-wifi-ssid", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Add this key to the EDI user on the 3PL's SFTP (%s):\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s\n", hcaHost(), rnd(alnum+"+/", 43), hcaUser(), hcaP("sync01", "laptop", "n8n"))
			return hcaT("trap-public-key", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("EDI exchange with our 3PL\nProtocol: SFTP\nHost: %s\nUser: edi_%s\nAuth: SSH key only (public key sent to the 3PL on %s)\nInbound: /in/asn  Outbound: /out/stock\n", hcaHost(), rnd(lower, 5), hcaDate())
			return hcaT("trap-password-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Rechnung RE-%d-%s\nVerkäufer: %s GmbH, USt-IdNr. %s, EORI DE%s\nIBAN: %s\nBIC: %s\nZahlbar bis %s\n", 2025, rnd(digits, 5), hcaStore(), hcaVAT(), rnd(digits, 13), hcaIBAN(), hcaP("COBADEFFXXX", "DEUTDEDBXXX", "INGDDEFFXXX"), hcaDate())
			return hcaT("trap-iban", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("OSS return Q%d filed on %s. Reference %s. VAT IDs: %s, %s. Payment of EUR %s due to the Bundeszentralamt.", 1+rng.IntN(4), hcaDate(), rnd(upper+digits, 12), hcaVAT(), hcaVAT(), hcaPrice())
			return hcaT("trap-vat-number", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("AVALARA_ACCOUNT_ID=%s\nAVALARA_LICENSE_KEY=changeme\nAVALARA_COMPANY_CODE=%s\n# ^ change the licence key to the one from Avalara admin before deploying\n", hcaDigits(10), hcaUpper(rnd(lower, 6)))
			return hcaT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("| Tool | Login | Password | Who |\n|---|---|---|---|\n| BQool | %s | in 1Password | %s |\n| Helium 10 | %s | SSO | %s |\n| Linnworks | %s | LastPass shared folder | ops |\n", hcaEmail(), hcaName(), hcaEmail(), hcaName(), hcaEmail())
			return hcaT("trap-vault-reference", "markdown", t)
		},
		func() Sample {
			lo := 5 + rng.IntN(60)
			t := fmt.Sprintf("Repricer rule \"%s\": min %d.%02d, max %d.%02d, beat Buy Box by 0.01, ignore sellers with < %d%% feedback. Applied to %d SKUs, last run %s (job %s).", hcaP("EU FBA", "DE FBM", "clearance"), lo, rng.IntN(100), lo+5+rng.IntN(90), rng.IntN(100), 80+rng.IntN(19), 10+rng.IntN(500), hcaTime(), hcaUUID())
			return hcaT("trap-job-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"ApplicationId\": \"%s\",\n  \"ApplicationSecret\": \"****\",\n  \"Server\": \"https://eu-ext.linnworks.net\",\n  \"UserId\": \"%s\"\n}\n", hcaUUID(), hcaUUID())
			return hcaT("trap-masked", "json", t)
		},
		func() Sample {
			img := fmt.Sprintf("ghcr.io/%s/stock-sync:1.%d.%d", hcaStore(), rng.IntN(20), rng.IntN(10))
			t := fmt.Sprintf("$ docker pull %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s\n", img, hcaSha256(), img)
			return hcaT("trap-image-digest", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("inventory_export_%s.csv uploaded to the 3PL, %d rows, sha256 %s. Build %s, trace id %s.", hcaDate(), 100+rng.IntN(5000), hcaSha256(), rnd(digits, 5), rnd(hexs, 32))
			return hcaT("trap-checksum", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("product image (thumbnail) for listing %s:\ndata:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\n", hcaSKU(), rnd(alnum+"+/", hcaN(120, 200)))
			return hcaT("trap-base64-image", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Customs: HS code %s, origin CN, value USD %s. EORI %s. Shipment %s, container %s%s.", rnd(digits, 4)+"."+rnd(digits, 2)+"."+rnd(digits, 2), hcaPrice(), "DE"+rnd(digits, 13), hcaUPS1Z(), hcaP("MSCU", "MAEU", "CMAU"), rnd(digits, 7))
			return hcaT("trap-customs-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Stripe payout %s of EUR %s arrived. Publishable key for the checkout widget: pk_live_51%s (safe to embed).", "po_"+rnd(alnum, 24), hcaPrice(), rnd(alnum, 60))
			return hcaT("trap-publishable-key", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("alerts:\n  min_order_value: %d\n  slack:\n    webhook_url: \"{{ secrets.SLACK_%s_WEBHOOK }}\"\n    channel: \"#%s\"\n  discord:\n    webhook_url: https://discord.com/api/webhooks/<id>/<token>  # %s\n", 50+rng.IntN(500), hcaP("ORDERS", "RETURNS", "STOCK"), hcaP("orders", "returns", "lager", "ops-alerts"), hcaP("fill in locally", "set by ansible", "TODO"))
			return hcaT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("VA checklist %s:\n- answer buyer messages (eBay, Etsy) within 24h\n- update stock sheet from the 3PL report\n- never save passwords in the Google Sheet, use the shared Bitwarden collection \"%s VA\"\n- ask %s if a login stops working\n", hcaDate(), hcaStore(), hcaName())
			return hcaT("trap-password-talk", "markdown", t)
		},
		func() Sample {
			t := fmt.Sprintf("Password policy for the new ERP: minimum 12 characters, one number, one symbol, changed every 90 days. %s will reset everyone's password on %s; you'll get a temporary one by SMS.", hcaName(), hcaDate())
			return hcaT("trap-password-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Release %d.%d.%d of the Shopify-JTL connector\n- fix: stock sync for variants with EAN %s\n- new: DHL return labels\n- build id %s, commit %s\n", 2, rng.IntN(15), rng.IntN(10), hcaEAN(), rnd(digits, 6), rnd(hexs, 7))
			return hcaT("trap-version", "changelog", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi po %s! The supplier portal login is the same email as before (%s). For the password please check the Bitwarden share I sent, I won't paste it here. Salamat!", hcaName(), hcaEmail())
			return hcaT("trap-vault-reference", "chat", t)
		},
	}
}

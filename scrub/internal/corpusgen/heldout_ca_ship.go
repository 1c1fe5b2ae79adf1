package main

import (
	"fmt"
	"strings"
)

// Carriers (DHL, UPS, FedEx, GLS, DPD), 3PL portals, warehouses.

func hcaShipSec() []hcaGen {
	return []hcaGen{
		func() Sample {
			key, sec := rnd(alnum, 32), rnd(alnum, 16)
			t := fmt.Sprintf("DHL_API_KEY=%s\nDHL_API_SECRET=%s\nDHL_BILLING_NUMBER=%s0101\nDHL_SANDBOX=false\n", key, sec, hcaDigits(10))
			if hcaCoin() {
				t = strings.Replace(t, "DHL_API_SECRET="+sec+"\n", "", 1)
				return hcaS("dhl-api-key", "env", t, []string{key}, "DHL_SANDBOX=false")
			}
			return hcaS("dhl-api-key", "env", t, []string{key, sec}, "DHL_SANDBOX=false")
		},
		func() Sample {
			key, tr := rnd(alnum, 32), hcaDHLTrack()
			t := fmt.Sprintf("$ curl -s 'https://api-eu.dhl.com/track/shipments?trackingNumber=%s' -H 'DHL-API-Key: %s' | jq '.shipments[0].status.statusCode'\n\"%s\"", tr, key, hcaP("transit", "delivered", "pre-transit", "failure"))
			return hcaS("dhl-api-key", "shell", t, []string{key}, tr)
		},
		func() Sample {
			u, pw, ekp := hcaUser(), hcaPw(), hcaDigits(10)
			t := fmt.Sprintf("Geschäftskundenportal DHL\nEKP: %s\nBenutzer: %s\nPasswort: %s\n(Passwort läuft alle 90 Tage ab, dann bitte hier aktualisieren)\n", ekp, u, pw)
			return hcaS("dhl-portal-password", "notes", t, []string{pw}, ekp, u)
		},
		func() Sample {
			cid, sec, acct := rnd(alnum, 48), rnd(alnum, 64), rnd(upper+digits, 6)
			t := fmt.Sprintf("ups:\n  client_id: %s\n  client_secret: %s\n  shipper_number: %s\n  service: \"%s\"\n  label_format: ZPL\n", cid, sec, acct, hcaP("11", "65", "07", "54"))
			return hcaS("ups-client-secret", "yaml", t, []string{sec}, cid, acct)
		},
		func() Sample {
			lic, u, pw := rnd(upper+digits, 16), hcaUser(), hcaPwXML()
			t := fmt.Sprintf("<AccessRequest xml:lang=\"en-US\">\n  <AccessLicenseNumber>%s</AccessLicenseNumber>\n  <UserId>%s</UserId>\n  <Password>%s</Password>\n</AccessRequest>\n", lic, u, pw)
			return hcaS("ups-access-license", "xml", t, []string{lic, pw}, u)
		},
		func() Sample {
			sec, acct := rnd(hexs, 32), hcaDigits(9)
			t := fmt.Sprintf("FEDEX_ACCOUNT_NUMBER=%s\nFEDEX_SECRET_KEY=%s\nFEDEX_ENV=production\n# api key: see FedEx developer portal > project \"%s labels\"\n", acct, sec, hcaStore())
			return hcaS("fedex-secret-key", "env", t, []string{sec}, acct)
		},
		func() Sample {
			u, pw, cust := hcaDigits(10), hcaPw(), hcaDigits(10)
			t := fmt.Sprintf("GLS ShipIT API (%s)\n- Kundennummer: %s\n- API-User: %s\n- API-Passwort: %s\n- Contact ID: %s\n", hcaP("Produktion", "live"), cust, u, pw, hcaDigits(10))
			return hcaS("gls-api-password", "notes", t, []string{pw}, cust, u)
		},
		func() Sample {
			d, pw := "delis"+rnd(digits, 4), hcaPwXML()
			t := fmt.Sprintf("<login>\n  <delisId>%s</delisId>\n  <password>%s</password>\n  <messageLanguage>de_DE</messageLanguage>\n</login>", d, pw)
			return hcaS("dpd-password", "xml", t, []string{pw}, d)
		},
		func() Sample {
			tok, cu := rnd(alnum, 32), hcaDigits(7)
			t := fmt.Sprintf("DPD Cloud Webservice\ncloudUserID: %s\ncloudUserToken: %s\nDepot: %s\n", cu, tok, rnd(digits, 4))
			return hcaS("dpd-cloud-token", "notes", t, []string{tok}, cu)
		},
		func() Sample {
			key := rnd(b64url, 43)
			t := fmt.Sprintf("import requests\n\nSS_KEY = \"%s\"  # ShipStation v2 API key\n\nr = requests.get(\"https://api.shipstation.com/v2/labels\", headers={\"API-Key\": SS_KEY}, params={\"page_size\": 50})\nr.raise_for_status()\n", key)
			return hcaS("shipstation-api-key", "python", t, []string{key}, "https://api.shipstation.com/v2/labels")
		},
		func() Sample {
			sec, who := rnd(hexs, 32), hcaName()
			t := fmt.Sprintf("%s: Sendcloud integration keeps failing, did someone rotate it?\n%s: yes, new secret key is %s, public key didn't change\n%s: 🙏", who, hcaName(), sec, who)
			return hcaS("sendcloud-secret-key", "chat", t, []string{sec})
		},
		func() Sample {
			tok, ch := rnd(alnum, 64), hcaDigits(6)
			t := fmt.Sprintf("ShipBob personal access token for channel %s:\nBearer %s\nDon't use it from the VA laptops, only from the sync server.", ch, tok)
			return hcaS("shipbob-token", "notes", t, []string{tok}, ch)
		},
		func() Sample {
			u, pw, wh := hcaEmail(), hcaPw(), hcaP("Venlo", "Poznan", "Leipzig", "Madrid", "Reno", "Bratislava")
			t := fmt.Sprintf("Hi %s,\n\nwelcome on board! Your access to our 3PL client portal (warehouse %s):\n\nURL: https://portal.%s/login\nUser: %s\nInitial password: %s\n\nYou will be asked to change it on first login.\n\nBest regards,\nClient Success Team", hcaName(), wh, hcaP("fulfilment-partner.eu", "3pl-hub.net", "logistik-direkt.de"), u, pw)
			return hcaS("3pl-portal-password", "mail", t, []string{pw}, u, wh)
		},
		func() Sample {
			code, alarm := hcaPin(hcaN(4, 6)), hcaPin(4)
			t := fmt.Sprintf("Lager %s – Info für Aushilfen\n- Tor 2 Tastenfeld: %s#\n- Alarmanlage: Code %s, dann OFF drücken\n- Gabelstapler-Schlüssel hängen im Büro\n- Pause 12:00–12:30\n", hcaP("Nord", "Halle 3", "Süd"), code, alarm)
			if hcaCoin() {
				t = strings.Replace(t, "Code "+alarm+", dann OFF drücken", "macht die Schichtleitung", 1)
				return hcaS("door-code", "notes", t, []string{code}, "Gabelstapler-Schlüssel")
			}
			return hcaS("door-code", "notes", t, []string{code, alarm}, "Gabelstapler-Schlüssel")
		},
		func() Sample {
			ssid, key := hcaP("Lager", "WH", "Warehouse", "Almacen", "Magazyn")+"-"+rnd(upper+digits, 4), hcaPw()
			t := fmt.Sprintf("Scanner setup (Zebra TC21):\n1. Settings > Wi-Fi > %s\n2. WPA2 key: %s\n3. Install the WMS app from the MDM\n4. Login with your badge number\n", ssid, key)
			return hcaS("wifi-key", "notes", t, []string{key}, ssid)
		},
		func() Sample {
			code, who := hcaPin(hcaN(4, 6)), hcaName()
			t := fmt.Sprintf("%s: returns locker at the packstation near the warehouse, compartment %d, pickup code %s - please grab the 3 parcels before Friday", who, 1+rng.IntN(60), code)
			return hcaS("locker-code", "chat", t, []string{code})
		},
		func() Sample {
			h, u, pw := hcaHost(), "edi_"+rnd(lower, 5), hcaPw()
			t := fmt.Sprintf("EDI exchange with our 3PL\nProtocol: SFTP (port 22)\nHost: %s\nUser: %s\nPassword: %s\nInbound folder: /in/asn  Outbound: /out/stock\nFile naming: STOCK_YYYYMMDD.csv\n", h, u, pw)
			return hcaS("sftp-password", "notes", t, []string{pw}, h, u)
		},
		func() Sample {
			body, h := hcaOpenSSHBody(), hcaHost()
			t := fmt.Sprintf("key for the 3PL's SFTP (%s), put it in ~/.ssh/3pl_edi and chmod 600:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n", h, body)
			return hcaS("ssh-private-key", "notes", t, []string{body}, h)
		},
		func() Sample {
			pw, u := hcaPw(), hcaUser()
			t := fmt.Sprintf("Pickup booked with %s for %s, 3 pallets. For the driver app the shipper login is %s and password %s, the booking ref is PU-%s.", hcaP("DB Schenker", "DSV", "Raben", "Geodis"), hcaDate(), u, pw, rnd(digits, 7))
			return hcaS("freight-portal-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			key, acct := rnd(alnum, 40), hcaDigits(8)
			t := fmt.Sprintf("# Packlink PRO\nPACKLINK_API_KEY=%s\nPACKLINK_CLIENT=%s\nDEFAULT_PARCEL_WEIGHT_KG=%d.%d\n", key, acct, rng.IntN(5), rng.IntN(10))
			return hcaS("packlink-api-key", "env", t, []string{key}, acct)
		},
	}
}

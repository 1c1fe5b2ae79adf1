package main

import "strings"

// Traps from the travel trade: record locators, ticket numbers, GDS entries, vouchers.

func hbeFareBasis() string {
	return hbeR("YBMHKLQVTSNOW", 1) + hbeR("LHKX", 1) + hbeP("", "OW", "RT") + hbeP("", "7", "3M", "14") + hbeP("", "US", "EU", "ES", "NR")
}

func hbeFlight() string {
	return hbeP("LH", "IB", "TP", "TK", "AF", "BA", "UX", "VY", "QR", "EK") + " " + hbeF("%d", hbeN(10, 3999))
}

func hbeHotelConf() string {
	return hbeP(hbeR(hbeDig, 10), "H"+hbeR(hbeDig, 8), hbeR(hbeDig, 4)+"."+hbeR(hbeDig, 3)+"."+hbeR(hbeDig, 3), hbeR(hbeUpDig, 8))
}

func hbeIATA() string { return hbeR(hbeDig, 8) }

func hbePrice() string {
	return hbeP("EUR ", "€", "USD ", "$", "GBP ", "TRY ", "JPY ") + hbeF("%d.%02d", hbeN(40, 4800), hbeN(0, 99))
}

func hbeRoom() string {
	return hbeP("DBL DLX SEA", "TWN STD", "KNG SUP CITY", "JR SUITE", "SGL ECO", "FAM 2+2", "QDR BV", "A1K", "C2T", "DBL/BB", "TRP/HB")
}

func hbeTrapSamplesA() []Sample {
	var out []Sample
	for i := 0; i < 120; i++ {
		n := hbeName()
		pnr := hbePNR()
		var s Sample
		switch i % 30 {
		case 0:
			s = hbeTrap("pnr", "chat", hbeF("%s, PNR %s is ticketed, please add the SSR for the wheelchair", n, pnr))
		case 1:
			s = hbeTrap("eticket", "chat", hbeF("e-ticket %s for %s, seat 14C", hbeETkt(), hbeFlight()))
		case 2:
			s = hbeTrap("gds", "terminal", hbeF("RT%s\n1.%s/%s MR\n2  %s %s %s%s HK1  0710 0930\nTKT/TIME LIMIT\n  1.TK OK%s/PMI1S2%s", pnr, strings.ToUpper(hbeName()), "JOHN", hbeFlight(), hbeDate(), hbeCity(), hbeCity(), hbeDate(), hbeR(hbeDig, 3)))
		case 3:
			s = hbeTrap("gds", "terminal", hbeF("AN%s%s%s/A%s\nSS1Y1\nNM1%s/ANNA MS\nAP %s\nTKOK\nER", hbeDate(), hbeCity(), hbeCity(), hbeP("LH", "IB", "TP"), strings.ToUpper(hbeName()), "+34 600 "+hbeR(hbeDig, 6)))
		case 4:
			s = hbeTrap("gds", "terminal", hbeF("1%s%s%s\n01Y2\n-%s/MARIA\n9%s-M\n6P\nER\n*%s", hbeDate(), hbeCity(), hbeCity(), strings.ToUpper(hbeName()), hbeR(hbeDig, 9), pnr))
		case 5:
			s = hbeTrap("fare-basis", "chat", hbeF("fare basis %s, non-refundable, change fee %s", hbeFareBasis(), hbePrice()))
		case 6:
			s = hbeTrap("hotel-conf", "email", hbeF("Dear %s,\n\nyour reservation at %s is confirmed.\nConfirmation number: %s\nRoom: %s\nArrival: %s, 2 nights\nTotal: %s\n\nWe look forward to welcoming you.", n, hbeHotel(), hbeHotelConf(), hbeRoom(), hbeDate(), hbePrice()))
		case 7:
			s = hbeTrap("iata", "notes", hbeF("%s\nIATA %s · TIDS %s · VAT ES%s", hbeAgency(), hbeIATA(), hbeR(hbeDig, 8), "B"+hbeR(hbeDig, 8)))
		case 8:
			s = hbeTrap("booking-ref", "chat", hbeF("Booking.com reservation %s — guest requests late check-in around 23:30", hbeR(hbeDig, 10)))
		case 9:
			s = hbeTrap("voucher", "voucher", hbeF("SERVICE VOUCHER No. %s-%s\nClient: %s x2\nService: transfer %s airport → %s\nDate: %s, pickup 10:15\nSupplier ref: %s\nPaid by agency, do not collect.", hbeR(hbeUpper, 3), hbeR(hbeDig, 6), strings.ToUpper(hbeName()), hbeCity(), hbeHotel(), hbeDate(), hbeR(hbeUpDig, 9)))
		case 10:
			s = hbeTrap("flight-segment", "itinerary", hbeF("%s  %s  %s-%s  08:25  11:40  %s\n%s  %s  %s-%s  17:05  19:50  %s", hbeFlight(), hbeDate(), hbeCity(), hbeCity(), hbeFareBasis(), hbeFlight(), hbeDate(), hbeCity(), hbeCity(), hbeFareBasis()))
		case 11:
			s = hbeTrap("passport", "notes", hbeF("rooming list: %s, passport %s, exp 2031-0%d-1%d, nationality %s", strings.ToUpper(hbeName()), hbeR(hbeUpper, 2)+hbeR(hbeDig, 7), hbeN(1, 9), hbeN(0, 9), hbeP("ESP", "DEU", "TUR", "JPN", "BRA")))
		case 12:
			s = hbeTrap("csv", "csv", hbeF("pnr,pax,segment,fare,status\n%s,2,%s %s,%s,HK\n%s,1,%s %s,%s,TK", pnr, hbeFlight(), hbeDate(), hbePrice(), hbePNR(), hbeFlight(), hbeDate(), hbePrice()))
		case 13:
			s = hbeTrap("table", "markdown", hbeF("| Room | Type | Rate plan | Price |\n|---|---|---|---|\n| 204 | %s | BAR-FLEX | %s |\n| 311 | %s | NRF-%s | %s |", hbeRoom(), hbePrice(), hbeRoom(), hbeR(hbeUpDig, 4), hbePrice()))
		case 14:
			s = hbeTrap("rail", "chat", hbeF("rail booking %s, coach %d seat %d, ticket no. %s", hbeR(hbeUpDig, 6), hbeN(1, 14), hbeN(1, 90), hbeR(hbeDig, 12)))
		case 15:
			s = hbeTrap("insurance", "chat", hbeF("travel insurance policy %s-%s, emergency line +44 20 %s %s", hbeR(hbeUpper, 3), hbeR(hbeDig, 9), hbeR(hbeDig, 4), hbeR(hbeDig, 4)))
		case 16:
			s = hbeTrap("visa", "chat", hbeF("visa application %s submitted, appointment %s at 09:40, bring the hotel voucher", hbeR(hbeUpper, 3)+hbeR(hbeDig, 10), hbeDate()))
		case 17:
			s = hbeTrap("group-chat", "chat-es", hbeF("Grupo %s: salida del hotel a las 8:00, el bus es el %s-%s, guía %s (+34 6%s)", hbeR(hbeUpper, 2)+hbeR(hbeDig, 3), hbeR(hbeDig, 4), hbeR("BCDFGHJKLMNPRSTVWXYZ", 3), n, hbeR(hbeDig, 8)))
		case 18:
			s = hbeTrap("channel-manager", "log", hbeF("2026-03-0%d 06:00:0%d INFO ARI push hotel=%d room=%s rate=%s dates=%s..%s avail=%d status=OK msgid=%s", hbeN(1, 9), hbeN(0, 9), hbeN(10000, 99999), strings.ReplaceAll(hbeRoom(), " ", "_"), "BAR", hbeDate(), hbeDate(), hbeN(0, 12), hbeR(hbeHex, 24)))
		case 19:
			s = hbeTrap("contract", "notes", hbeF("Contract %s/%d with %s\n- allotment: 10 %s, release 21 days\n- rate: %s per room/night BB\n- cancellation: 30 days free", hbeR(hbeUpper, 3), 2026, hbeHotel(), hbeRoom(), hbePrice()))
		case 20:
			s = hbeTrap("emd", "chat", hbeF("EMD %s issued for excess baggage on %s, amount %s", hbeETkt(), hbeFlight(), hbePrice()))
		case 21:
			s = hbeTrap("queue", "terminal", hbeF("QT\nQ%d C%d  %d PNRS\nQS%d\n%s  %s  %s", hbeN(1, 99), hbeN(0, 9), hbeN(1, 40), hbeN(1, 99), pnr, strings.ToUpper(hbeName()), hbeDate()))
		case 22:
			s = hbeTrap("expedia", "chat", hbeF("Expedia itinerary %s, hotel confirmation %s, VCC charged %s", hbeR(hbeDig, 13), hbeHotelConf(), hbePrice()))
		case 23:
			s = hbeTrap("ssr", "terminal", hbeF("SR DOCS YY HK1-P-%s-%s-%s-%s-F-%s-%s\nSR FOID YY HK1-PP%s", hbeP("ESP", "DEU", "TUR"), hbeR(hbeUpper, 1)+hbeR(hbeDig, 8), hbeP("ESP", "DEU"), "12JAN85", "04MAR31", strings.ToUpper(hbeName())+"/ANA", hbeR(hbeUpper, 2)+hbeR(hbeDig, 7)))
		case 24:
			s = hbeTrap("chat-ja", "chat-ja", hbeF("予約番号 %s、%s のツインルーム、チェックイン %s です", hbeR(hbeDig, 9), hbeHotel(), hbeDate()))
		case 25:
			s = hbeTrap("chat-de", "chat-de", hbeF("Buchungsnummer %s, Flug %s am %s, Gepäck 23 kg inklusive", hbeR(hbeUpDig, 8), hbeFlight(), hbeDate()))
		case 26:
			s = hbeTrap("chat-ar", "chat-ar", hbeF("رقم الحجز %s والرحلة %s يوم %s", pnr, hbeFlight(), hbeDate()))
		case 27:
			s = hbeTrap("ticket", "ticket", hbeF("OPS-%d: guest in %s charged twice\nPMS folio %d, OTA ref %s\nAssigned to %s", hbeN(1000, 9999), hbeHotel(), hbeN(100000, 999999), hbeR(hbeDig, 10), n))
		case 28:
			s = hbeTrap("tour-code", "chat", hbeF("tour code %s, group fare %s, deposit %s due %s", "IT"+hbeR(hbeUpDig, 6), hbeFareBasis(), hbePrice(), hbeDate()))
		default:
			s = hbeTrap("pricing", "terminal", hbeF("FXP\n01 %s/ANNA*\nLAST TKT DTE %s\n     %s %s %s\nTOTAL EUR  %d.%02d\nGRAND TOTAL EUR %d.%02d", strings.ToUpper(hbeName()), hbeDate(), hbeCity(), hbeFlight(), hbeFareBasis(), hbeN(90, 900), hbeN(0, 99), hbeN(90, 900), hbeN(0, 99)))
		}
		out = append(out, s)
	}
	return out
}

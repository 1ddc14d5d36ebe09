import Foundation
import PayeesRepositoryAPI

// MARK: - PayeesRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: PayeesRepositoryRemoteDataProtocol {
    public func savedPayees() async throws -> [PayeesRepositoryNameSpace.PayeeRemoteResult] {
        let payload: [PayeeDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/payees", method: .get))
        return payload.map(\.remoteResult)
    }

    public func savePayee(name: String, iban: String) async throws -> PayeesRepositoryNameSpace.PayeeRemoteResult {
        let payload: PayeeDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/payees", method: .post, body: SavePayeeRequestDTO(name: name, iban: iban)))
        notePayeesChanged()
        return payload.remoteResult
    }

    public func deletePayee(id: String) async throws -> PayeesRepositoryNameSpace.DeletePayeeRemoteResult {
        let path = "/v1/payees/\(RequestBuilder.pathSegment(id))"
        let _: EmptyPayloadDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: path, method: .delete))
        notePayeesChanged()
        return .init()
    }
}

private extension PayeeDTO {
    var remoteResult: PayeesRepositoryNameSpace.PayeeRemoteResult {
        .init(id: id, name: name, iban: iban)
    }
}

/// The body of `POST /v1/payees`.
private struct SavePayeeRequestDTO: Encodable, Sendable {
    let name: String
    let iban: String
}
